import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  AUTH_MESSAGES,
  CODE_PROOF_MINUTES,
  type CodeType,
  type LoginPurpose,
} from '@softkino/contract/auth';
import { ApiError } from '../errors';
import { SmsDeliveryError, formatPhone } from '../providers/sms';
import {
  codeThrottle,
  countWrongAttempt,
  deleteCode,
  insertCode,
  latestCode,
  lockPhone,
  spendCode,
} from '../repositories/authCodes';
import { findUser, insertUser, joinGuestOrders, updateUser } from '../repositories/users';
import { endOtherWebSessions, provenByCodeWithin } from '../repositories/webSessions';
import { signInBrowser } from './buyers';
import type { AccountContext, ServiceContext } from './context';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import {
  BUCKETS,
  LIMITS,
  checkCodeRequest,
  checkWrongCodeAddress,
  recordEvent,
  waitSeconds,
} from './rateLimit';
import { tooManyRequests } from './authErrors';
import type { Viewer } from './viewer';
import type { DB } from '../db/types';

export const AUTH_TEXTS = {
  tooManyAttempts: 'Слишком много попыток. Попробуйте позже.',
  codeExpired: 'Срок действия кода истек. Запросите новый код.',
  signInFirst: 'Войдите в личный кабинет.',
  smsCaption: (phone: string) => `Код отправлен в SMS на ${formatPhone(phone)}`,
  callCaption: (phone: string) =>
    `Вам поступит звонок на ${formatPhone(phone)}: введите 4 последние цифры номера, с которого звонят`,
} as const;

/** Where the client goes after a password is saved (spec section 4). */
export const AFTER_SET_PASSWORD = '/profile/settings';

export function inAccountTransaction<T>(
  ctx: ServiceContext,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(work);
}

export function hashCode(salt: string, phone: string, code: string): string {
  return createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(0, 10));
  return out;
}

export interface CodeRequest {
  phone: string;
  type: CodeType;
  purpose: LoginPurpose;
}

export interface CodeSentResult {
  next_sms: number;
  caption: string;
  type: CodeType;
}

/**
 * POST v1 user/login/: checks the purpose against the account, the resend throttle and the
 * hourly limits, stores a new code and has the provider deliver it. A failed delivery voids the
 * code (so it does not count against the phone) and answers 493.
 */
export async function requestCode(
  ctx: AccountContext,
  form: CodeRequest,
  address: string,
): Promise<CodeSentResult> {
  const code = randomDigits(4);
  const salt = randomBytes(12).toString('base64url');
  const codeId = await inAccountTransaction(ctx, async (trx) => {
    const now = ctx.dbNow();
    await lockPhone(trx, form.phone);
    const user = await findUser(trx, { phone: form.phone });
    if (!user && form.purpose !== 'reg') throw new ApiError(404, AUTH_MESSAGES.unknownPhone);
    if (user?.phone_confirmed && form.purpose === 'reg')
      throw new ApiError(409, AUTH_MESSAGES.registered);

    await checkCodeRequest(
      trx,
      form.phone,
      address,
      now,
      tooManyRequests,
      AUTH_TEXTS.tooManyAttempts,
    );
    return insertCode(
      trx,
      {
        phone: form.phone,
        purpose: form.purpose,
        type: form.type,
        salt,
        hash: hashCode(salt, form.phone, code),
        ttlSeconds: LIMITS.codeTtlSeconds,
      },
      now,
    );
  });

  try {
    await ctx.sms.send({
      phone: form.phone,
      type: form.type,
      code,
      // A flash call comes from a number whose last four digits are the code.
      ...(form.type === 'flashcall' ? { callingNumber: `79${randomDigits(5)}${code}` } : {}),
    });
  } catch (err) {
    await deleteCode(ctx.db, codeId);
    if (err instanceof SmsDeliveryError) throw new ApiError(493, AUTH_MESSAGES.smsFailed);
    throw err;
  }
  return {
    next_sms: LIMITS.codeResendSeconds,
    caption:
      form.type === 'sms' ? AUTH_TEXTS.smsCaption(form.phone) : AUTH_TEXTS.callCaption(form.phone),
    type: form.type,
  };
}

export interface SignedInResult {
  user: { user_id: number };
  redirect_url: string | null;
  need_password?: boolean;
  /** The session cookie to set. */
  token: string;
}

type VerifyOutcome = { ok: true; result: SignedInResult } | { ok: false; error: ApiError };

/**
 * POST v1 user/verify/: the phone's newest code. A wrong code counts an attempt (the code is
 * void after LIMITS.codeAttempts); a right one confirms the phone, creates the account when the
 * code was asked for registration, joins the phone's guest orders and signs the browser in.
 */
export async function verifyCode(
  ctx: AccountContext,
  form: { phone: string; code: string },
  address: string,
  cookieToken: string | undefined,
): Promise<SignedInResult> {
  const outcome = await inAccountTransaction<VerifyOutcome>(ctx, async (trx) => {
    const now = ctx.dbNow();
    await checkWrongCodeAddress(trx, address, now, tooManyRequests, AUTH_TEXTS.tooManyAttempts);
    await lockPhone(trx, form.phone);
    const row = await latestCode(trx, form.phone, now);
    if (!row) throw new ApiError(401, AUTH_MESSAGES.wrongCode);
    if (row.attempts >= LIMITS.codeAttempts) {
      const throttle = await codeThrottle(trx, form.phone, 0, now);
      const wait = LIMITS.codeResendSeconds - (throttle.sinceLast ?? LIMITS.codeResendSeconds);
      throw tooManyRequests(AUTH_TEXTS.tooManyAttempts, Math.max(0, wait));
    }
    if (row.expired) throw new ApiError(401, AUTH_TEXTS.codeExpired);
    if (!sameHash(hashCode(row.salt, form.phone, form.code), row.hash)) {
      const attempts = await countWrongAttempt(trx, row.id, LIMITS.codeAttempts, now);
      await recordEvent(trx, BUCKETS.wrongCodeAddress, address, now);
      const error =
        attempts >= LIMITS.codeAttempts
          ? tooManyRequests(AUTH_TEXTS.tooManyAttempts, 0)
          : new ApiError(401, AUTH_MESSAGES.wrongCode);
      // Committed, not rolled back: the attempt must count.
      return { ok: false, error };
    }
    await spendCode(trx, row.id, now);

    let user = await findUser(trx, { phone: form.phone }, true);
    if (!user && row.purpose !== 'reg') throw new ApiError(404, AUTH_MESSAGES.unknownPhone);
    const userId = user ? user.id : await insertUser(trx, form.phone, true);
    if (user && !user.phone_confirmed) await updateUser(trx, userId, { phone_confirmed: true });
    user ??= await findUser(trx, { id: userId });
    await joinGuestOrders(trx, userId, form.phone);
    const token = await signInBrowser(trx, cookieToken, userId, now, 'code');
    const needPassword = row.purpose !== 'auth' || !user?.password_hash;
    return {
      ok: true,
      result: { user: { user_id: userId }, redirect_url: null, need_password: needPassword, token },
    };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}

/** 429 once the phone's or the address's wrong passwords are spent (checked before hashing). */
async function refuseSpentPasswords(
  ctx: ServiceContext,
  phone: string,
  address: string,
): Promise<void> {
  const now = ctx.dbNow();
  const wait = Math.max(
    await waitSeconds(ctx.db, BUCKETS.wrongPasswordPhone, phone, LIMITS.passwordsPerPhone, now),
    await waitSeconds(
      ctx.db,
      BUCKETS.wrongPasswordAddress,
      address,
      LIMITS.passwordsPerAddress,
      now,
    ),
  );
  if (wait > 0) throw tooManyRequests(AUTH_TEXTS.tooManyAttempts, wait);
}

/** A wrong password counts against the address, and the phone when it has an account. */
async function countWrongPassword(
  ctx: ServiceContext,
  phone: string | null,
  address: string,
): Promise<void> {
  const now = ctx.dbNow();
  await inAccountTransaction(ctx, async (trx) => {
    await recordEvent(trx, BUCKETS.wrongPasswordAddress, address, now);
    if (phone !== null) await recordEvent(trx, BUCKETS.wrongPasswordPhone, phone, now);
  });
}

/**
 * POST v1 user/loginbypass/. The limits are checked before any hashing; then scrypt runs for
 * every phone, known or not, with or without a password, so the answer time does not tell them
 * apart. A wrong password counts against the phone and the address.
 */
export async function loginWithPassword(
  ctx: ServiceContext,
  form: { phone: string; password: string },
  address: string,
  cookieToken: string | undefined,
): Promise<SignedInResult> {
  const q = ctx.db;
  const now = ctx.dbNow();
  await refuseSpentPasswords(ctx, form.phone, address);

  const user = await findUser(q, { phone: form.phone });
  const stored = user?.password_hash ?? (await decoyHash());
  const matches = await verifyPassword(form.password, stored);
  if (!user || !user.password_hash || !matches) {
    await countWrongPassword(ctx, user ? form.phone : null, address);
    // The spec's 404 sends an unknown phone to registration; any other failure reads the same.
    if (!user) throw new ApiError(404, AUTH_MESSAGES.unknownPhone);
    throw new ApiError(401, AUTH_MESSAGES.wrongPassword);
  }
  const token = await inAccountTransaction(ctx, async (trx) => {
    // Only a proven phone may collect the guest orders made with it.
    if (user.phone_confirmed) await joinGuestOrders(trx, user.id, user.phone);
    return signInBrowser(trx, cookieToken, user.id, now, 'password');
  });
  return { user: { user_id: user.id }, redirect_url: null, token };
}

/** setpass/ is for a signed-in user: a guest is a 401 before the form is looked at. */
export async function requireSignedIn(request: { viewer: Viewer }): Promise<void> {
  if (request.viewer.kind !== 'user') throw new ApiError(401, AUTH_TEXTS.signInFirst);
}

/**
 * Whether setpass/ wants the current password (decision 449): the account has one and this
 * browser's sign-in was not proven by a code in the last CODE_PROOF_MINUTES (registration and the
 * forgotten password go on to 'Придумайте пароль' right after their code).
 */
async function currentPasswordAsked(
  ctx: ServiceContext,
  viewer: SignedInViewer,
  hasPassword: boolean,
): Promise<boolean> {
  if (!hasPassword) return false;
  const proven = await provenByCodeWithin(
    ctx.db,
    viewer.webSessionId,
    ctx.dbNow(),
    CODE_PROOF_MINUTES,
  );
  return !proven;
}

type SignedInViewer = Extract<Viewer, { kind: 'user' }>;

function signedIn(viewer: Viewer): SignedInViewer {
  if (viewer.kind !== 'user') throw new ApiError(401, AUTH_TEXTS.signInFirst);
  return viewer;
}

/** GET v1 user/setpass/ (ours): what the settings page must ask before a new password. */
export async function passwordState(
  ctx: ServiceContext,
  viewer: Viewer,
): Promise<{ phone: string; has_password: boolean; current_required: boolean }> {
  const user = signedIn(viewer);
  const row = await findUser(ctx.db, { id: user.userId });
  if (!row) throw new ApiError(401, AUTH_TEXTS.signInFirst);
  const hasPassword = row.password_hash !== null;
  return {
    phone: row.phone,
    has_password: hasPassword,
    current_required: await currentPasswordAsked(ctx, user, hasPassword),
  };
}

/**
 * POST v1 user/setpass/: the signed-in user's new password. The route's schema (the contract's
 * SetPasswordFormSchema) has checked it as the client checks it. Unless the browser proved the
 * phone by a code just now, the current password is asked, and a wrong one counts as a wrong
 * password at sign-in does (the same limits). A new password signs every other browser out.
 */
export async function setPassword(
  ctx: ServiceContext,
  viewer: Viewer,
  form: { password: string; current_password?: string | undefined },
  address: string,
): Promise<{ user: { user_id: number }; redirect_url: string; caption?: string }> {
  const user = signedIn(viewer);
  const row = await findUser(ctx.db, { id: user.userId });
  if (!row) throw new ApiError(401, AUTH_TEXTS.signInFirst);
  if (row.password_hash !== null && (await currentPasswordAsked(ctx, user, true))) {
    await refuseSpentPasswords(ctx, row.phone, address);
    const current = form.current_password ?? '';
    if (current === '') throw new ApiError(400, AUTH_MESSAGES.currentPasswordEmpty);
    if (!(await verifyPassword(current, row.password_hash))) {
      await countWrongPassword(ctx, row.phone, address);
      throw new ApiError(403, AUTH_MESSAGES.currentPasswordWrong);
    }
    if (current === form.password) throw new ApiError(400, AUTH_MESSAGES.samePassword);
  }
  const hash = await hashPassword(form.password);
  const ended = await inAccountTransaction(ctx, async (trx) => {
    await updateUser(trx, user.userId, { password_hash: hash });
    return endOtherWebSessions(trx, user.userId, user.webSessionId);
  });
  return {
    user: { user_id: user.userId },
    redirect_url: AFTER_SET_PASSWORD,
    ...(ended > 0 ? { caption: AUTH_MESSAGES.othersSignedOut } : {}),
  };
}
