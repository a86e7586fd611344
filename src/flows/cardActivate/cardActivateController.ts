/**
 * Runs the activation machine: the sign-in flows' countdown controller (src/flows/auth) with the
 * popup's reducer and its calls, the profile load (GET v2 user/) and activate/ (step 0 and
 * step 1). Plain TypeScript outside React: StrictMode never sends a code twice, and tests drive
 * it with a fake API and fake timers.
 */
import * as cardApi from '../../api/card';
import { activationFailure } from '../../api/card';
import { toApiError } from '../../api/errors';
import * as userApi from '../../api/user';
import { isSignedOut } from '../../api/user';
import { CountdownController } from '../auth/countdownController';
import {
  activateReducer,
  initialActivateState,
  type ActivateCommand,
  type ActivateEvent,
  type ActivateState,
} from './cardActivateMachine';

/** The calls the controller makes; tests pass fakes. */
export interface ActivateApi {
  fetchUser: typeof userApi.fetchUser;
  activateCard: typeof cardApi.activateCard;
}

const LIVE_API: ActivateApi = { fetchUser: userApi.fetchUser, activateCard: cardApi.activateCard };

function activateCall(api: ActivateApi, command: ActivateCommand): Promise<ActivateEvent> {
  switch (command.type) {
    case 'load':
      return api.fetchUser().then(
        (load): ActivateEvent =>
          load.kind === 'user' ? { type: 'loaded', user: load.user } : { type: 'unconfirmed' },
        (thrown: unknown): ActivateEvent => {
          const error = toApiError(thrown);
          return { type: 'loadFailed', message: error.message, signedOut: isSignedOut(error) };
        },
      );
    case 'send':
    case 'verify':
      return api.activateCard(command.fields).then(
        // A success binds the card, whichever step it answers.
        (): ActivateEvent => ({ type: 'activated' }),
        (thrown: unknown): ActivateEvent => ({
          type: 'failed',
          failure: activationFailure(thrown),
        }),
      );
  }
}

export class CardActivateController extends CountdownController<
  ActivateState,
  ActivateEvent,
  ActivateCommand
> {
  constructor(api: ActivateApi = LIVE_API, initial: ActivateState = initialActivateState()) {
    super(
      {
        reduce: activateReducer,
        call: (command) => activateCall(api, command),
        failed: (thrown) => ({ type: 'failed', failure: activationFailure(thrown) }),
        tick: { type: 'tick' },
      },
      initial,
    );
  }
}
