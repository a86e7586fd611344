/**
 * The #card-activate popup's state machine (spec section 4, Card activation; section 8,
 * Activation) as a pure reducer: step 0 takes the card number and the cinema (and the missing
 * profile fields); the server's errors.code 14 moves to step 1, the SMS code with the resend
 * countdown; a bound card is step 2, the success text. Refusals show inline, on the field the
 * server names or under the form. It never calls the server: it asks for a call through
 * `command`, which CardActivateController runs, feeding the answer back as an event.
 */
import type { ActivationFailure, ActivationFields } from '../../api/card';
import { CODE_MIN_LENGTH } from '@softkino/contract/auth';
import type { User } from '@softkino/contract/user';
import { ACTIVATION_FIELDS } from '@softkino/contract/card';
import { waitDuration, waitText } from '../../lib/waitText';
import {
  ACTIVATION_MESSAGES,
  activationFields,
  activationProfile,
  validateActivation,
  type ActivationErrors,
  type ActivationProfile,
  type ActivationValues,
} from './activationForm';

/** When the server names no wait, a new code may be asked after a minute. */
export const DEFAULT_RESEND_SECONDS = 60;

export type ActivateCommand =
  | { type: 'load' }
  | { type: 'send'; fields: ActivationFields }
  | { type: 'verify'; fields: ActivationFields };

export type ActivateStep =
  /** The profile is loading (what to ask, the cinemas). */
  | 'loading'
  /** The profile did not load: its message and a retry. */
  | 'loadFailed'
  /** Nobody is signed in: the popup offers /login. */
  | 'signedOut'
  /** The phone is not confirmed: a card needs a confirmed phone. */
  | 'unconfirmed'
  /** Step 0: number, cinema, missing profile fields. */
  | 'number'
  /** Step 1: the SMS code. */
  | 'code'
  /** Step 2: the success text. */
  | 'done';

export interface ActivateState {
  step: ActivateStep;
  profile: ActivationProfile | null;
  /** The step-0 fields as last sent: the resend sends them again, the code goes with them. */
  sent: ActivationFields | null;
  /** Seconds before a new code may be asked; ticks down once a second. */
  secondsLeft: number;
  busy: boolean;
  errors: ActivationErrors;
  /** The load failure's text ('loadFailed'). */
  loadError: string;
  command: ActivateCommand | null;
}

export type ActivateEvent =
  | { type: 'open' }
  | { type: 'retryLoad' }
  | { type: 'loaded'; user: User }
  | { type: 'unconfirmed' }
  | { type: 'loadFailed'; message: string; signedOut: boolean }
  | { type: 'submitNumber'; values: ActivationValues }
  | { type: 'submitCode'; code: string }
  | { type: 'resend' }
  /** Back from the code to the number (a typo in the number). */
  | { type: 'editNumber' }
  | { type: 'tick' }
  | { type: 'activated' }
  | { type: 'failed'; failure: ActivationFailure };

export function initialActivateState(): ActivateState {
  return {
    step: 'loading',
    profile: null,
    sent: null,
    secondsLeft: 0,
    busy: false,
    errors: {},
    loadError: '',
    command: null,
  };
}

/** Under step 0 after a refusal with a short wait: 'Запросить код можно через 45 секунд'. */
export function codeWaitText(seconds: number): string {
  return `Запросить код можно через ${waitDuration(seconds)}`;
}

/** The fields a refusal may name, when the form shows them. */
type FormField = keyof ActivationErrors;

function loading(state: ActivateState): ActivateState {
  return { ...state, step: 'loading', busy: true, loadError: '', command: { type: 'load' } };
}

function onFailure(state: ActivateState, failure: ActivationFailure): ActivateState {
  const failed = state.command;
  const idle: ActivateState = { ...state, busy: false, command: null };
  if (failure.kind === 'signedOut') return { ...idle, step: 'signedOut' };
  if (failure.kind === 'unconfirmed') return { ...idle, step: 'unconfirmed' };
  if (failure.kind === 'codeSent') {
    // Step 0's answer (spec section 8: code 14 asks for the SMS code). On a resend the code
    // step stays as it is, with a fresh countdown.
    if (failed?.type !== 'send') return { ...idle, errors: { form: failure.message } };
    return {
      ...idle,
      step: 'code',
      errors: {},
      secondsLeft: failure.nextSms ?? DEFAULT_RESEND_SECONDS,
    };
  }
  // A refusal: on the field the server names when the popup shows it, else on the code in
  // step 1, else under the form.
  const named = shownField(state, failure.field);
  const onCodeStep = state.step === 'code';
  const wait = failure.nextSms ?? 0;
  // Step 0 too soon after another code to this phone (sign-in's codes count too): no card code
  // went out, so the form stays with the refusal and the countdown until a code may be asked.
  if (failed?.type === 'send' && named === 'code' && wait > 0 && wait <= DEFAULT_RESEND_SECONDS)
    return { ...idle, errors: { form: failure.message }, secondsLeft: wait };
  // A refused number or profile field while on the code step: back to step 0 to correct it.
  if (onCodeStep && named !== null && named !== 'code')
    return { ...idle, step: 'number', errors: { [named]: failure.message } };
  // The code's refusals show under the form while the code field is not there.
  const key = named === 'code' && !onCodeStep ? 'form' : (named ?? (onCodeStep ? 'code' : 'form'));
  // A long wait is said in words ('… через 30 минут'); a short one shows on the countdown.
  const text =
    wait > DEFAULT_RESEND_SECONDS ? `${failure.message} ${waitText(wait)}.` : failure.message;
  return {
    ...idle,
    errors: { [key]: text },
    secondsLeft: Math.max(state.secondsLeft, wait),
  };
}

/** The field a refusal names, when the popup shows it: else the refusal goes under the form. */
function shownField(state: ActivateState, field: string | null): FormField | null {
  if (field === 'card' || field === 'department' || field === 'code') return field;
  const asked = state.profile?.asked ?? [];
  return (ACTIVATION_FIELDS as readonly string[]).includes(field ?? '') &&
    (asked as readonly string[]).includes(field ?? '')
    ? (field as FormField)
    : null;
}

export function activateReducer(state: ActivateState, event: ActivateEvent): ActivateState {
  const settles = ['loaded', 'unconfirmed', 'loadFailed', 'activated', 'failed', 'tick'].includes(
    event.type,
  );
  if ((state.busy || state.step === 'done') && !settles) return state;
  switch (event.type) {
    case 'open':
      return state.step === 'loading' ? loading(state) : state;
    case 'retryLoad':
      return state.step === 'loadFailed' ? loading(state) : state;
    case 'loaded':
      return {
        ...state,
        busy: false,
        command: null,
        // A buyer who already has a card binds another one the same way (a printed card over
        // a virtual one); the server says when that is not allowed.
        step: 'number',
        profile: activationProfile(event.user),
      };
    case 'unconfirmed':
      return { ...state, busy: false, command: null, step: 'unconfirmed' };
    case 'loadFailed':
      return {
        ...state,
        busy: false,
        command: null,
        step: event.signedOut ? 'signedOut' : 'loadFailed',
        loadError: event.message,
      };
    case 'submitNumber': {
      if (state.step !== 'number' || !state.profile) return state;
      const errors = validateActivation(event.values, state.profile);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      const fields = activationFields(event.values, state.profile);
      // The same form within the countdown: the code already sent is still good.
      if (state.secondsLeft > 0 && sameFields(fields, state.sent))
        return { ...state, step: 'code', errors: {} };
      return {
        ...state,
        busy: true,
        errors: {},
        sent: fields,
        command: { type: 'send', fields },
      };
    }
    case 'submitCode': {
      if (state.step !== 'code' || !state.sent) return state;
      const code = event.code.trim();
      if (code.length < CODE_MIN_LENGTH) {
        const error =
          code === '' ? ACTIVATION_MESSAGES.codeRequired : ACTIVATION_MESSAGES.codeShort;
        return { ...state, errors: { code: error } };
      }
      return {
        ...state,
        busy: true,
        errors: {},
        command: { type: 'verify', fields: { ...state.sent, code } },
      };
    }
    case 'resend':
      if (state.step !== 'code' || !state.sent || state.secondsLeft > 0) return state;
      return { ...state, busy: true, errors: {}, command: { type: 'send', fields: state.sent } };
    case 'editNumber':
      return state.step === 'code' ? { ...state, step: 'number', errors: {} } : state;
    case 'tick':
      return state.secondsLeft > 0 ? { ...state, secondsLeft: state.secondsLeft - 1 } : state;
    case 'activated':
      return { ...state, busy: false, command: null, step: 'done', errors: {}, secondsLeft: 0 };
    case 'failed':
      return onFailure(state, event.failure);
  }
}

function sameFields(a: ActivationFields, b: ActivationFields | null): boolean {
  if (!b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof ActivationFields>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
