/**
 * The bonus page's accrual history (spec section 9: "Bonus history shows 3 items at a time with
 * 'Показать еще'; only orders with bonus_add count"): the server pages it (v2 user/bonus/history/,
 * 3 orders older than `last-id`, `more` when another page exists). A pure reducer asks for a
 * page through `command`; HistoryController runs it. 'Показать еще' is offered while the server
 * says there is more, and never sends a second request for the same page.
 */
import type { BonusHistoryItem } from '@softkino/contract/card';
import * as cardApi from '../../api/card';
import { toApiError } from '../../api/errors';
import {
  initialPaging,
  pagingReducer,
  type PagingCommand,
  type PagingEvent,
  type PagingState,
} from '../../lib/lastIdPaging';
import { MachineController } from '../../lib/machineController';

export type HistoryCommand = PagingCommand;

export interface HistoryState extends PagingState<BonusHistoryItem> {
  command: HistoryCommand | null;
}

export type HistoryEvent = PagingEvent<BonusHistoryItem>;

export function initialHistoryState(): HistoryState {
  return initialPaging<BonusHistoryItem>();
}

/** The history is a plain paged list (an order paid between two pages is not shown twice). */
export function historyReducer(state: HistoryState, event: HistoryEvent): HistoryState {
  return pagingReducer<BonusHistoryItem, HistoryState>(state, event);
}

export type HistoryApi = Pick<typeof cardApi, 'fetchBonusHistory'>;

export class HistoryController extends MachineController<
  HistoryState,
  HistoryEvent,
  HistoryCommand
> {
  constructor(private readonly api: HistoryApi = cardApi) {
    super(initialHistoryState(), historyReducer);
  }

  protected run(command: HistoryCommand): void {
    this.running = command;
    const settle = (event: HistoryEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.api.fetchBonusHistory(command.lastId).then(
      (page) => settle({ type: 'page', page }),
      (thrown: unknown) => settle({ type: 'failed', message: toApiError(thrown).message }),
    );
  }
}
