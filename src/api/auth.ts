/**
 * Sign-in calls (spec section 7: v1 user/login/, loginbypass/, verify/, setpass/) and the
 * normaliser of their failures into the cases of spec section 8, Login codes.
 */
import { ApiError, toApiError } from './errors';
import { apiUrl, getJson, peekJson, postForm } from './http';
import {
  AUTH_MESSAGES,
  CodeSentResponseSchema,
  LOGIN_STATUS,
  LoginErrorEnvelopeSchema,
  PasswordStateResponseSchema,
  SignedInResponseSchema,
  phoneDigits,
  type CodeSent,
  type CodeType,
  type LoginPurpose,
  type PasswordState,
  type SignedIn,
} from '@softkino/contract/auth';

/** POST v1 user/login/: send a code to the phone by SMS or flash call. */
export async function requestCode(
  phone: string,
  type: CodeType,
  purpose: LoginPurpose,
): Promise<CodeSent> {
  const fields = { phone: phoneDigits(phone), type, purpose };
  return (await postForm(apiUrl('v1/user/login/'), fields, CodeSentResponseSchema)).data;
}

/** POST v1 user/verify/: confirm the code; the server signs the phone's owner in. */
export async function verifyCode(
  phone: string,
  code: string,
  type: CodeType,
  purpose: LoginPurpose,
): Promise<SignedIn> {
  const fields = { phone: phoneDigits(phone), code: code.trim(), type, purpose };
  return (await postForm(apiUrl('v1/user/verify/'), fields, SignedInResponseSchema)).data;
}

/** POST v1 user/loginbypass/: sign in with the password. */
export async function loginWithPassword(phone: string, password: string): Promise<SignedIn> {
  const fields = { phone: phoneDigits(phone), password };
  return (await postForm(apiUrl('v1/user/loginbypass/'), fields, SignedInResponseSchema)).data;
}

/**
 * POST v1 user/setpass/: the signed-in user's new password, with the current one when GET
 * setpass/ asks for it (decision 449).
 */
export async function setPassword(
  password: string,
  confirm: string,
  current?: string,
): Promise<SignedIn> {
  const fields: Record<string, string> = { password, password_confirm: confirm };
  if (current !== undefined) fields.current_password = current;
  return (await postForm(apiUrl('v1/user/setpass/'), fields, SignedInResponseSchema)).data;
}

/** GET v1 user/setpass/ (ours): whether a new password needs the current one. */
export async function fetchPasswordState(): Promise<PasswordState> {
  return (await getJson(apiUrl('v1/user/setpass/'), PasswordStateResponseSchema)).data;
}

/** The settings page's boot GET when already answered (http.peekJson), or null. */
export function peekPasswordState(): PasswordState | null {
  return peekJson(apiUrl('v1/user/setpass/'), PasswordStateResponseSchema)?.data ?? null;
}

/** A login call's failure, by what the page must do about it (spec section 8, Login codes). */
export type LoginFailure =
  /** 400 and 401: the server's message under the password (or code) field. */
  | { kind: 'credentials'; message: string }
  /** 404: the phone has no account. */
  | { kind: 'unknownPhone'; message: string }
  /** 409: registration of a phone that has an account. */
  | { kind: 'registered'; message: string }
  /** 429: wait `nextSms` seconds; the code field shows. */
  | { kind: 'tooSoon'; message: string; nextSms: number }
  /** 493: the SMS service failed. */
  | { kind: 'smsFailed'; message: string }
  /** Anything else, network failures included. */
  | { kind: 'other'; message: string };

/** Seconds the error body's next_sms asks to wait, if it has any. */
export function nextSmsOf(error: ApiError): number | undefined {
  const parsed = LoginErrorEnvelopeSchema.safeParse(error.body);
  return parsed.success ? parsed.data.next_sms : undefined;
}

/** Sorts any thrown value into the spec's login cases. */
export function loginFailure(thrown: unknown): LoginFailure {
  const error = toApiError(thrown);
  if (error.kind === 'network') return { kind: 'other', message: AUTH_MESSAGES.retry };
  const serverMessage = error.kind === 'server' ? error.message : undefined;
  switch (error.status) {
    case LOGIN_STATUS.badRequest:
    case LOGIN_STATUS.unauthorized:
      return { kind: 'credentials', message: serverMessage ?? AUTH_MESSAGES.retry };
    case LOGIN_STATUS.unknownPhone:
      return { kind: 'unknownPhone', message: serverMessage ?? '' };
    case LOGIN_STATUS.registered:
      return { kind: 'registered', message: serverMessage ?? '' };
    case LOGIN_STATUS.tooSoon:
      return { kind: 'tooSoon', message: serverMessage ?? '', nextSms: nextSmsOf(error) ?? 60 };
    case LOGIN_STATUS.smsFailed:
      return { kind: 'smsFailed', message: serverMessage ?? AUTH_MESSAGES.retry };
    default:
      return { kind: 'other', message: serverMessage ?? AUTH_MESSAGES.retry };
  }
}
