/**
 * The bonus page's card actions (issue 14): issue a virtual card (an account with a confirmed
 * phone and no live card) and block a lost card (its points wait for the next card bound or
 * issued, decision 251 of the server). A pure reducer: blocking asks to confirm first; each
 * call goes out once; the answer's text or the refusal shows beside the button. The page loads
 * the card again after either.
 */
import * as cardApi from '../../api/card';
import { toApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';

export type CardActionCommand = { type: 'issueVirtual' } | { type: 'block' };

export interface CardActionState {
  /** 'confirmBlock': the question 'Заблокировать карту?' is open. */
  phase: 'idle' | 'confirmBlock' | 'busy';
  /** The last answer's text (success) and whether it was a refusal. */
  message: string | null;
  failed: boolean;
  /** Counts finished actions: the page reloads the card when it moves. */
  changed: number;
  command: CardActionCommand | null;
}

export type CardActionEvent =
  | { type: 'issueVirtual' }
  | { type: 'askBlock' }
  | { type: 'cancelBlock' }
  | { type: 'confirmBlock' }
  | { type: 'done'; message: string }
  | { type: 'failed'; message: string };

export function initialCardActionState(): CardActionState {
  return { phase: 'idle', message: null, failed: false, changed: 0, command: null };
}

export function cardActionReducer(state: CardActionState, event: CardActionEvent): CardActionState {
  switch (event.type) {
    case 'issueVirtual':
      if (state.phase !== 'idle') return state;
      return { ...state, phase: 'busy', message: null, command: { type: 'issueVirtual' } };
    case 'askBlock':
      return state.phase === 'idle' ? { ...state, phase: 'confirmBlock', message: null } : state;
    case 'cancelBlock':
      return state.phase === 'confirmBlock' ? { ...state, phase: 'idle' } : state;
    case 'confirmBlock':
      if (state.phase !== 'confirmBlock') return state;
      return { ...state, phase: 'busy', command: { type: 'block' } };
    case 'done':
      return {
        ...state,
        phase: 'idle',
        command: null,
        message: event.message,
        failed: false,
        changed: state.changed + 1,
      };
    case 'failed':
      return { ...state, phase: 'idle', command: null, message: event.message, failed: true };
  }
}

export type CardActionApi = Pick<typeof cardApi, 'issueVirtualCard' | 'blockCard'>;

export class CardActionController extends MachineController<
  CardActionState,
  CardActionEvent,
  CardActionCommand
> {
  constructor(private readonly api: CardActionApi = cardApi) {
    super(initialCardActionState(), cardActionReducer);
  }

  protected run(command: CardActionCommand): void {
    this.running = command;
    const settle = (event: CardActionEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    const call =
      command.type === 'issueVirtual' ? this.api.issueVirtualCard() : this.api.blockCard();
    call.then(
      (reply) => settle({ type: 'done', message: reply.message }),
      (thrown: unknown) => settle({ type: 'failed', message: toApiError(thrown).message }),
    );
  }
}
