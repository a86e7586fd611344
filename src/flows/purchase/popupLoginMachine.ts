/**
 * The phone sign-in inside the purchase popup (spec section 4, Login tabs, last bullet; section
 * 8, Login codes, purchase popup): step 0 sends the phone (11 digits, else the send button is
 * disabled), step 1 takes the code with the resend countdown; a confirmed code signs in and the
 * page reloads. Errors show the popup 'Ошибка!' with the server's message, the seconds of
 * next_sms appended; a network failure says 'Произошла ошибка. Попробуйте еще раз'.
 *
 * A pure reducer asks for calls through `command`; PopupLoginController (the shared countdown
 * controller of src/flows/auth) runs them and ticks the countdown, so the rules are tested with
 * fake timers and no React.
 */
import { nextSmsOf } from '../../api/auth';
import * as authApi from '../../api/auth';
import { toApiError } from '../../api/errors';
import {
  LOGIN_STATUS,
  RUSSIAN_PHONE,
  phoneDigits,
  phoneProblem,
  type CodeSent,
} from '@softkino/contract/auth';
import type { LoginPurpose } from '@softkino/contract/auth';
import { SECOND_FORMS, pluralize } from '@softkino/contract/plural';
import { CountdownController } from '../auth/countdownController';

export const POPUP_LOGIN_TEXT = {
  errorTitle: 'Ошибка!',
  network: 'Произошла ошибка. Попробуйте еще раз',
} as const;

/** Codes go by SMS inside the popup: the buyer stays on the form instead of taking a call. */
export const POPUP_CODE_TYPE = 'sms';

export type PopupLoginCommand =
  | { type: 'requestCode'; phone: string; purpose: LoginPurpose }
  | { type: 'verify'; phone: string; code: string; purpose: LoginPurpose };

export interface PopupLoginState {
  step: 0 | 1;
  /** 11 digits once sent. */
  phone: string;
  /** 'auth' signs in; after a 404 (unknown phone) the same code registers the phone. */
  purpose: LoginPurpose;
  caption: string;
  secondsLeft: number;
  busy: boolean;
  /** The text of the 'Ошибка!' popup to show, once. */
  alert: string | null;
  command: PopupLoginCommand | null;
  /** Signed in as this user: the page reloads. */
  signedIn: number | null;
}

export interface PopupLoginFailure {
  status: number | undefined;
  message: string;
  nextSms: number | undefined;
}

export type PopupLoginEvent =
  | { type: 'submitPhone'; phone: string }
  | { type: 'submitCode'; code: string }
  | { type: 'resend' }
  | { type: 'editPhone' }
  | { type: 'tick' }
  | { type: 'alertShown' }
  | { type: 'codeSent'; reply: CodeSent }
  | { type: 'signedIn'; userId: number }
  | { type: 'failed'; failure: PopupLoginFailure };

export function initialPopupLogin(): PopupLoginState {
  return {
    step: 0,
    phone: '',
    purpose: 'auth',
    caption: '',
    secondsLeft: 0,
    busy: false,
    alert: null,
    command: null,
    signedIn: null,
  };
}

/** The send button is enabled only for 11 digits after removing symbols (spec section 5). */
export function canSendPhone(typed: string): boolean {
  return phoneProblem(phoneDigits(typed)) === undefined;
}

/**
 * Why a whole number cannot be sent, under the field: all 11 digits typed and still refused
 * (+7 (000) …, decision 428). A number still being typed says nothing; its button waits.
 */
export function phoneFieldError(typed: string): string | undefined {
  const digits = phoneDigits(typed);
  return RUSSIAN_PHONE.test(digits) ? phoneProblem(digits) : undefined;
}

/** 'Неверный код 45 секунд' style: the message, then the seconds of next_sms when present. */
export function popupErrorText(failure: PopupLoginFailure): string {
  if (failure.status === undefined) return POPUP_LOGIN_TEXT.network;
  if (failure.nextSms === undefined) return failure.message;
  return `${failure.message} Повторить можно через ${pluralize(failure.nextSms, SECOND_FORMS)}.`;
}

/** Any thrown value of a login call, as the popup reads it. */
export function popupFailure(thrown: unknown): PopupLoginFailure {
  const error = toApiError(thrown);
  if (error.kind === 'network') return { status: undefined, message: '', nextSms: undefined };
  return { status: error.status, message: error.message, nextSms: nextSmsOf(error) };
}

function request(state: PopupLoginState, phone: string, purpose: LoginPurpose): PopupLoginState {
  return { ...state, phone, purpose, busy: true, command: { type: 'requestCode', phone, purpose } };
}

export function popupLoginReducer(state: PopupLoginState, event: PopupLoginEvent): PopupLoginState {
  const settles = ['codeSent', 'signedIn', 'failed', 'tick', 'alertShown'].includes(event.type);
  if ((state.busy || state.signedIn !== null) && !settles) return state;
  switch (event.type) {
    case 'submitPhone': {
      if (!canSendPhone(event.phone)) return state;
      const phone = phoneDigits(event.phone);
      // The same phone within its wait: the code already sent is still good.
      if (phone === state.phone && state.secondsLeft > 0) return { ...state, step: 1 };
      return request(state, phone, 'auth');
    }
    case 'resend':
      if (state.secondsLeft > 0 || state.phone === '') return state;
      return request(state, state.phone, state.purpose);
    case 'submitCode': {
      const code = event.code.trim();
      if (code === '') return state;
      return {
        ...state,
        busy: true,
        command: { type: 'verify', phone: state.phone, code, purpose: state.purpose },
      };
    }
    case 'editPhone':
      return { ...state, step: 0 };
    case 'tick':
      return state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
    case 'alertShown':
      return { ...state, alert: null };
    case 'codeSent':
      return {
        ...state,
        busy: false,
        command: null,
        step: 1,
        caption: event.reply.caption,
        secondsLeft: event.reply.next_sms,
      };
    case 'signedIn':
      return { ...state, busy: false, command: null, signedIn: event.userId };
    case 'failed':
      return onFailure(state, event.failure);
  }
}

function onFailure(state: PopupLoginState, failure: PopupLoginFailure): PopupLoginState {
  const failed = state.command;
  const idle: PopupLoginState = { ...state, busy: false, command: null };
  // An unknown phone registers with the code instead (as the login page does).
  if (
    failure.status === LOGIN_STATUS.unknownPhone &&
    failed?.type === 'requestCode' &&
    failed.purpose === 'auth'
  )
    return request(idle, failed.phone, 'reg');
  const alert = popupErrorText(failure);
  // 429 on a code request: a code is already on its way, so the code step shows with the wait.
  if (failure.status === LOGIN_STATUS.tooSoon && failure.nextSms !== undefined)
    return { ...idle, step: 1, secondsLeft: failure.nextSms, alert };
  return { ...idle, alert };
}

/** The calls the controller makes; tests pass fakes. */
export type PopupLoginApi = Pick<typeof authApi, 'requestCode' | 'verifyCode'>;

function popupCall(api: PopupLoginApi, command: PopupLoginCommand): Promise<PopupLoginEvent> {
  if (command.type === 'requestCode')
    return api
      .requestCode(command.phone, POPUP_CODE_TYPE, command.purpose)
      .then((reply) => ({ type: 'codeSent', reply }));
  return api
    .verifyCode(command.phone, command.code, POPUP_CODE_TYPE, command.purpose)
    .then((reply) => ({ type: 'signedIn', userId: reply.user.user_id }));
}

/**
 * Runs the reducer's commands and ticks the countdown once a second: the /login page's
 * controller with the popup's reducer, calls and error reading (popupFailure).
 */
export class PopupLoginController extends CountdownController<
  PopupLoginState,
  PopupLoginEvent,
  PopupLoginCommand
> {
  constructor(api: PopupLoginApi = authApi) {
    super(
      {
        reduce: popupLoginReducer,
        call: (command) => popupCall(api, command),
        failed: (thrown) => ({ type: 'failed', failure: popupFailure(thrown) }),
        tick: { type: 'tick' },
      },
      initialPopupLogin(),
    );
  }
}
