/**
 * Runs the login machine (the /login page): the shared countdown controller with the page's
 * reducer, its three calls and its reading of errors (loginFailure).
 */
import * as authApi from '../../api/auth';
import { loginFailure } from '../../api/auth';
import { CountdownController } from './countdownController';
import {
  initialLoginState,
  loginReducer,
  type LoginCommand,
  type LoginEvent,
  type LoginState,
} from './loginMachine';

/** The calls the controller makes; tests pass fakes. */
export type LoginApi = Pick<typeof authApi, 'requestCode' | 'verifyCode' | 'loginWithPassword'>;

function loginCall(api: LoginApi, command: LoginCommand): Promise<LoginEvent> {
  switch (command.type) {
    case 'requestCode':
      return api
        .requestCode(command.phone, command.codeType, command.purpose)
        .then((reply) => ({ type: 'codeSent', reply }));
    case 'verify':
      return api
        .verifyCode(command.phone, command.code, command.codeType, command.purpose)
        .then((reply) => ({ type: 'signedIn', reply }));
    case 'password':
      return api
        .loginWithPassword(command.phone, command.password)
        .then((reply) => ({ type: 'signedIn', reply }));
  }
}

export class LoginController extends CountdownController<LoginState, LoginEvent, LoginCommand> {
  constructor(api: LoginApi = authApi, initial: LoginState = initialLoginState()) {
    super(
      {
        reduce: loginReducer,
        call: (command) => loginCall(api, command),
        failed: (thrown) => ({ type: 'failed', failure: loginFailure(thrown) }),
        tick: { type: 'tick' },
      },
      initial,
    );
  }
}
