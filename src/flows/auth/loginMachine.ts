/**
 * The login page's state machine (spec section 4, Login tabs; section 8, Login codes) as a pure
 * reducer. It never calls the server: it asks for a call by setting `command`, and the
 * controller (loginController.ts) runs it and feeds the outcome back as an event. Popups are
 * asked for the same way, through `alert`.
 */
import type { LoginFailure } from '../../api/auth';
import {
  AUTH_MESSAGES,
  CODE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneDigits,
  phoneProblem,
  type CodeSent,
  type CodeType,
  type LoginPurpose,
  type SignedIn,
} from '@softkino/contract/auth';
import { LONG_WAIT_SECONDS, waitDuration, waitText } from '../../lib/waitText';
import { formatPhone } from '../../ui/form/masks';

/** 'auth' and 'reg' are the tabs 'Вход' and 'Регистрация'; 'forget' is the forgotten password. */
export type LoginTab = LoginPurpose;
/** How the 'Вход' tab signs in. */
export type LoginMethod = 'password' | 'code';

export type LoginCommand =
  | { type: 'requestCode'; phone: string; codeType: CodeType; purpose: LoginPurpose }
  | { type: 'verify'; phone: string; code: string; codeType: CodeType; purpose: LoginPurpose }
  | { type: 'password'; phone: string; password: string };

export interface LoginAlert {
  status: 'error' | 'warning';
  text: string;
  /** 493 adds a link to the support line. */
  withSupportLink?: boolean;
}

export interface LoginErrors {
  phone?: string;
  password?: string;
  code?: string;
  /** Under the whole form: unknown codes and network failures. */
  form?: string;
}

/** The end of the flow: signed in. */
export interface LoginDone {
  via: 'password' | 'code';
  phone: string;
  userId: number;
  redirectUrl: string | null;
  /** The create-password popup opens instead of leaving. */
  needPassword: boolean;
}

export interface LoginState {
  tab: LoginTab;
  method: LoginMethod;
  /** 'code' once a code was sent (or a 429 said one is on its way): the code field shows. */
  step: 'phone' | 'code';
  /** 11 digits once sent; what the code step talks about. */
  phone: string;
  /** The kind of the last code asked for. Flash call first, it costs nothing to the buyer. */
  codeType: CodeType;
  caption: string;
  /** Seconds before another code may be asked; counts down by `tick`. */
  secondsLeft: number;
  busy: boolean;
  errors: LoginErrors;
  /** A line above the form after the flow switched tabs on its own. */
  notice: string | null;
  /**
   * A phone the server does not know (404 on 'Вход' or the forgotten password): the buyer is
   * asked whether to register it (docs/decisions/101); no code goes out until they say yes.
   */
  unregistered: string | null;
  /**
   * A 429 with a long wait (the codes of the hour are spent): no call or SMS is coming, though a
   * code from before may still be entered (docs/decisions/102).
   */
  noCodeSent: boolean;
  /** The SMS service failed (493): the code step offers the flash call only. */
  smsFailed: boolean;
  alert: LoginAlert | null;
  command: LoginCommand | null;
  done: LoginDone | null;
}

export type LoginEvent =
  | { type: 'tab'; tab: LoginTab }
  | { type: 'method'; method: LoginMethod }
  | { type: 'submitPassword'; phone: string; password: string }
  | { type: 'submitPhone'; phone: string }
  | { type: 'resend'; codeType: CodeType }
  | { type: 'submitCode'; code: string }
  | { type: 'editPhone' }
  /** The answer to the question about an unknown phone: register it, or correct the number. */
  | { type: 'confirmRegister' }
  | { type: 'correctPhone' }
  | { type: 'tick' }
  | { type: 'alertShown' }
  | { type: 'codeSent'; reply: CodeSent }
  | { type: 'signedIn'; reply: SignedIn }
  | { type: 'failed'; failure: LoginFailure };

export function initialLoginState(
  tab: LoginTab = 'auth',
  phone = '',
  method: LoginMethod = 'password',
): LoginState {
  return {
    tab,
    method,
    step: 'phone',
    phone: phoneDigits(phone),
    codeType: 'flashcall',
    caption: '',
    secondsLeft: 0,
    busy: false,
    errors: {},
    notice: null,
    unregistered: null,
    noCodeSent: false,
    smsFailed: false,
    alert: null,
    command: null,
    done: null,
  };
}

/** The code step's line when a 429 said no code is coming. */
export function noCodeSentText(phone: string): string {
  return `Звонка и SMS на номер ${formatPhone(phone) || phone} не будет: слишком много запросов кода. Если у вас есть код из прошлого звонка или SMS, введите его.`;
}

/**
 * The code step after a code asked again within the resend pause (429): nothing new is sent, the
 * code of a moment ago is the one to type (the phone follows).
 */
export const CODE_SENT_BEFORE = 'Код уже отправлен недавно, звонком или в SMS, на номер';

/** What the code step says above the code field (the phone follows unless it is in the text). */
export function codeStepCaption(state: LoginState): string {
  if (state.noCodeSent) return noCodeSentText(state.phone);
  if (state.caption) return state.caption;
  return state.codeType === 'flashcall' ? 'Вам поступит звонок.' : 'Код отправлен в SMS.';
}

/**
 * The phone shown after the caption: none when no code is coming, or when the caption names it
 * already (the server's SMS caption 'Код отправлен в SMS на +7 (…)').
 */
export function codeStepPhone(state: LoginState): string {
  const phone = formatPhone(state.phone);
  // By its ten national digits: the server may write the country code otherwise.
  const national = phoneDigits(state.phone).slice(-10);
  const named = codeStepCaption(state).replace(/\D/g, '').includes(national);
  if (state.noCodeSent || named) return '';
  return phone;
}

/** The question shown for an unknown phone instead of registering it silently. */
export function registerQuestion(phone: string): string {
  return `Номер ${formatPhone(phone) || phone} не зарегистрирован. Зарегистрировать его?`;
}

/** An empty field ('+7 (' of the mask counts as empty) is asked for; a cut one is refused. */
function phoneError(phone: string): string | undefined {
  const digits = phoneDigits(phone);
  if (digits.length <= 1) return AUTH_MESSAGES.phoneEmpty;
  return phoneProblem(digits);
}

function passwordError(password: string): string | undefined {
  if (password === '') return AUTH_MESSAGES.passwordEmpty;
  return password.length >= PASSWORD_MIN_LENGTH ? undefined : AUTH_MESSAGES.passwordShort;
}

function requestCode(state: LoginState, phone: string, codeType: CodeType): LoginState {
  return {
    ...state,
    phone,
    codeType,
    busy: true,
    errors: {},
    noCodeSent: false,
    command: { type: 'requestCode', phone, codeType, purpose: state.tab },
  };
}

/** A wait from the server: the timer starts, and a long one is also said in a popup. */
function withWait(state: LoginState, seconds: number, message: string): LoginState {
  const alert: LoginAlert | null =
    seconds > LONG_WAIT_SECONDS
      ? { status: 'warning', text: `${message || AUTH_MESSAGES.tooSoon} ${waitText(seconds)}.` }
      : state.alert;
  return { ...state, secondsLeft: seconds, alert };
}

function onFailure(state: LoginState, failure: LoginFailure): LoginState {
  const failed = state.command;
  const idle: LoginState = { ...state, busy: false, command: null };
  switch (failure.kind) {
    case 'credentials': {
      // 400 and 401: the server's message where the buyer typed the wrong thing.
      const field =
        failed?.type === 'verify' ? 'code' : failed?.type === 'password' ? 'password' : 'phone';
      return { ...idle, errors: { [field]: failure.message } };
    }
    case 'unknownPhone':
      // 404: the phone has no account. It may be a typo: ask before a code goes to a stranger.
      if (state.tab === 'reg' || !failed)
        return { ...idle, errors: { form: failure.message || AUTH_MESSAGES.retry } };
      return { ...idle, step: 'phone', notice: null, unregistered: failed.phone };
    case 'registered':
      // 409 in registration: the phone has an account, so the 'Вход' tab takes over.
      return {
        ...idle,
        tab: 'auth',
        method: 'password',
        step: 'phone',
        notice: failure.message || AUTH_MESSAGES.registered,
        errors: {},
      };
    case 'tooSoon': {
      // 429: the timer runs from next_sms. A code is already on its way, so its field shows,
      // unless it was a password attempt: then the wait is the password's error.
      if (failed?.type === 'password') {
        const wait = waitDuration(failure.nextSms);
        const text = `${failure.message || AUTH_MESSAGES.tooSoon} Попробовать снова можно через ${wait}`;
        return withWait({ ...idle, errors: { password: text } }, failure.nextSms, failure.message);
      }
      const asked = failed?.type === 'requestCode';
      const codeStep: LoginState = {
        ...idle,
        step: 'code',
        // A short wait: the code asked for a moment ago is the one to type, not a new call.
        ...(asked ? { caption: CODE_SENT_BEFORE } : {}),
        noCodeSent: asked && failure.nextSms > LONG_WAIT_SECONDS,
        errors: failed?.type === 'verify' && failure.message ? { code: failure.message } : {},
      };
      return withWait(codeStep, failure.nextSms, failure.message);
    }
    case 'smsFailed':
      return {
        ...idle,
        smsFailed: true,
        codeType: 'flashcall',
        alert: { status: 'error', text: failure.message, withSupportLink: true },
      };
    case 'other':
      return { ...idle, errors: { form: failure.message || AUTH_MESSAGES.retry } };
  }
}

function onSignedIn(state: LoginState, reply: SignedIn): LoginState {
  const via = state.command?.type === 'password' ? 'password' : 'code';
  return {
    ...state,
    busy: false,
    command: null,
    errors: {},
    done: {
      via,
      phone: state.phone,
      userId: reply.user.user_id,
      redirectUrl: reply.redirect_url,
      needPassword: via === 'code' && (reply.need_password ?? state.tab !== 'auth'),
    },
  };
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  // While a call is out, only its outcome, the timer and popups move the machine.
  const settles = ['codeSent', 'signedIn', 'failed', 'tick', 'alertShown'].includes(event.type);
  if ((state.busy || state.done) && !settles) return state;
  // The question about an unknown phone is open until answered or left.
  const unregistered = state.unregistered;
  if (unregistered !== null && !settles) state = { ...state, unregistered: null };
  switch (event.type) {
    case 'tab':
      if (event.tab === state.tab) return state;
      return { ...state, tab: event.tab, step: 'phone', errors: {}, notice: null };
    case 'method':
      return { ...state, method: event.method, step: 'phone', errors: {}, notice: null };
    case 'confirmRegister': {
      if (unregistered === null) return state;
      const registering: LoginState = { ...state, tab: 'reg', method: 'code', notice: null };
      return requestCode(registering, unregistered, state.smsFailed ? 'flashcall' : state.codeType);
    }
    case 'correctPhone':
      return { ...state, step: 'phone', errors: {} };
    case 'submitPassword': {
      const phone = phoneDigits(event.phone);
      const errors: LoginErrors = {
        phone: phoneError(phone),
        password: passwordError(event.password),
      };
      if (errors.phone || errors.password) return { ...state, phone, errors };
      return {
        ...state,
        phone,
        busy: true,
        errors: {},
        command: { type: 'password', phone, password: event.password },
      };
    }
    case 'submitPhone': {
      const phone = phoneDigits(event.phone);
      const error = phoneError(phone);
      if (error) return { ...state, phone, errors: { phone: error } };
      // The same phone within its wait: the code already sent is still good.
      if (phone === state.phone && state.secondsLeft > 0)
        return { ...state, step: 'code', errors: {} };
      return requestCode(state, phone, state.smsFailed ? 'flashcall' : state.codeType);
    }
    case 'resend':
      if (state.secondsLeft > 0) return state;
      if (event.codeType === 'sms' && state.smsFailed) return state;
      return requestCode(state, state.phone, event.codeType);
    case 'submitCode': {
      const code = event.code.trim();
      if (code.length < CODE_MIN_LENGTH) {
        const error = code === '' ? AUTH_MESSAGES.codeInvalid : AUTH_MESSAGES.codeShort;
        return { ...state, errors: { code: error } };
      }
      return {
        ...state,
        busy: true,
        errors: {},
        command: {
          type: 'verify',
          phone: state.phone,
          code,
          codeType: state.codeType,
          purpose: state.tab,
        },
      };
    }
    case 'editPhone':
      return { ...state, step: 'phone', errors: {} };
    case 'tick':
      return state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
    case 'alertShown':
      return { ...state, alert: null };
    case 'codeSent': {
      const sent: LoginState = {
        ...state,
        busy: false,
        command: null,
        step: 'code',
        codeType: event.reply.type,
        caption: event.reply.caption,
        noCodeSent: false,
        errors: {},
      };
      return withWait(sent, event.reply.next_sms, event.reply.caption);
    }
    case 'signedIn':
      return onSignedIn(state, event.reply);
    case 'failed':
      return onFailure(state, event.failure);
  }
}
