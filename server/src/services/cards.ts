import { randomBytes } from 'node:crypto';
import type { RawBuilder, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  BONUS_HISTORY_PAGE,
  CARD_CODE_SENT,
  CARD_ERROR_CODES,
  CARD_MESSAGES,
  activationMissingFields,
  cardCheckDigit,
  tierPercents,
  type BonusHistory,
  type CardActivateFormSchema,
} from '@softkino/contract/card';
import { PROFILE_MESSAGES, type Card } from '@softkino/contract/user';
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
import { findCardOfUser, lockCard, postLedger, type CardRecord } from '../repositories/bonuses';
import {
  bindCard,
  bonusHistory,
  closeCard,
  closedCardWithoutSuccessor,
  findActivation,
  findBonusCinema,
  findCardByNumber,
  insertActivation,
  insertVirtualCard,
  nextVirtualSerial,
  repointOrders,
  setCardTier,
  setSuccessor,
} from '../repositories/cards';
import { findUser, updateUser, type UserChanges, type UserRecord } from '../repositories/users';
import type { DB } from '../db/types';
import { hashCode, inAccountTransaction, randomDigits, sameHash } from './auth';
import { cardSummary, cardView } from './bonuses';
import type { AccountContext, ServiceContext } from './context';
import { refuseTakenEmail } from './profile';
import { BUCKETS, LIMITS, checkCodeRequest, checkWrongCodeAddress, recordEvent } from './rateLimit';
import type { Viewer } from './viewer';

/**
 * The bonus program's cards (issue 14; docs/decisions/246-254): activating a printed card with
 * an SMS code (user/card/activate/), issuing a virtual card, blocking a lost card. Points move
 * from a closed card to the next card the account gets. Locks, in this order: the user's row,
 * the phone's code lock, the orders being moved to the new card, then the cards (a payment
 * locks its order, then its card, so the two never wait on each other in a circle).
 */

export type CardActivateForm = z.output<typeof CardActivateFormSchema>;

type RefusalKey = keyof typeof CARD_ERROR_CODES;

function refuse(
  key: RefusalKey & keyof typeof CARD_MESSAGES,
  status: number,
  fields: Record<string, number> = {},
): ApiError {
  const message = CARD_MESSAGES[key];
  return new ApiError(
    status,
    typeof message === 'string' ? message : '',
    CARD_ERROR_CODES[key],
    fields,
  );
}

function tooMany(message: string, seconds: number): ApiError {
  return new ApiError(429, message, CARD_ERROR_CODES.tooManyTries, {
    next_sms: Math.max(0, Math.ceil(seconds)),
  });
}

export const CARD_TEXTS = { signIn: 'Войдите в личный кабинет.' } as const;

/** The signed-in user whose phone is confirmed: only they may hold a card. */
async function cardHolder(ctx: ServiceContext, viewer: Viewer): Promise<UserRecord> {
  if (viewer.kind !== 'user') throw new ApiError(401, CARD_TEXTS.signIn);
  const user = await findUser(ctx.db, { id: viewer.userId });
  if (!user) throw new ApiError(401, CARD_TEXTS.signIn);
  if (!user.phone_confirmed)
    throw new ApiError(403, PROFILE_MESSAGES.confirmPhone, CARD_ERROR_CODES.phoneUnconfirmed, {
      phone: user.phone,
    });
  return user;
}

/**
 * The profile changes an activation brings: each field activationMissingFields asks must be in
 * the form (spec section 5: only missing fields are asked, each required); fields the profile
 * has are left as they are. A phone, when sent, must be the account's own.
 */
export function activationChanges(user: UserRecord, form: CardActivateForm): UserChanges {
  if (form.phone !== undefined && form.phone !== '' && form.phone !== user.phone)
    throw refuse('phoneMismatch', 400);
  const missing = activationMissingFields({
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    phone: user.phone,
    email: user.email,
    accept_rules: user.accept_rules ? 1 : 0,
    birthday: user.birthday,
    gender: user.gender,
  });
  const changes: UserChanges = {};
  for (const field of missing) {
    const absent = new ApiError(400, CARD_MESSAGES.missing[field], field);
    switch (field) {
      case 'phone':
        // Every account has its 11-digit phone; nothing to ask.
        break;
      case 'accept_rules':
        if (form.accept_rules !== '1') throw absent;
        changes.accept_rules = true;
        break;
      case 'gender':
        if (form.gender !== '0' && form.gender !== '1') throw absent;
        changes.gender = form.gender === '1' ? 1 : 0;
        break;
      default: {
        const value = form[field];
        if (value === undefined || value === '') throw absent;
        changes[field] = value;
      }
    }
  }
  return changes;
}

/**
 * The printed card the form names, checked for this account: known, not bound to anyone, not
 * blocked, and the account has no printed card already (a virtual one is replaced).
 */
async function stockCard(
  trx: Transaction<DB>,
  user: UserRecord,
  number: string,
  lock: boolean,
): Promise<{ card: CardRecord; live: CardRecord | undefined }> {
  const card = await findCardByNumber(trx, number, lock);
  if (!card) throw refuse('unknownNumber', 404);
  if (card.user_id === user.id)
    throw card.status === 'live' ? refuse('boundToYou', 409) : refuse('blocked', 409);
  if (card.user_id !== null) throw refuse('boundToOther', 409);
  if (card.status !== 'live') throw refuse('blocked', 409);
  const live = await findCardOfUser(trx, user.id);
  if (live && !live.virtual) throw refuse('hasCard', 409);
  return { card, live };
}

async function checkDepartment(trx: Transaction<DB>, id: number): Promise<void> {
  if (!(await findBonusCinema(trx, id))) throw refuse('departmentInvalid', 400);
}

export interface CodeSent {
  status: 'error';
  errors: { code: typeof CARD_CODE_SENT; message: string };
  next_sms: number;
}

export interface Activated {
  card: Card;
  balance: number;
  message: string;
}

/**
 * POST user/card/activate/. Without `code` (step 0): checks the card, the cinema and the
 * profile fields, then sends an SMS code with the sign-in machinery (its resend throttle and
 * hourly limits) and answers errors.code 14. With `code` (step 1): checks the code (wrong
 * entries count, LIMITS.codeAttempts void it) and binds the card.
 */
export async function activateCard(
  ctx: AccountContext,
  viewer: Viewer,
  form: CardActivateForm,
  address: string,
): Promise<{ step: 'sent'; body: CodeSent } | { step: 'bound'; data: Activated }> {
  const user = await cardHolder(ctx, viewer);
  const changes = activationChanges(user, form);
  const code = form.code?.trim() ?? '';
  if (code === '') return { step: 'sent', body: await sendCode(ctx, user, form, changes, address) };
  return { step: 'bound', data: await confirm(ctx, user, form, changes, code, address) };
}

async function sendCode(
  ctx: AccountContext,
  user: UserRecord,
  form: CardActivateForm,
  changes: UserChanges,
  address: string,
): Promise<CodeSent> {
  const code = randomDigits(4);
  const salt = randomBytes(12).toString('base64url');
  const codeId = await inAccountTransaction(ctx, async (trx) => {
    const now = ctx.dbNow();
    await findUser(trx, { id: user.id }, true);
    // Said before the SMS goes, so the buyer can give another address (decision 448).
    await refuseTakenEmail(trx, user, changes.email);
    const { card } = await stockCard(trx, user, form.card, false);
    await checkDepartment(trx, form.department);
    await lockPhone(trx, user.phone);
    await checkCodeRequest(trx, user.phone, address, now, tooMany, CARD_MESSAGES.tooManyTries);
    const id = await insertCode(
      trx,
      {
        phone: user.phone,
        purpose: 'card',
        type: 'sms',
        salt,
        hash: hashCode(salt, user.phone, code),
        ttlSeconds: LIMITS.codeTtlSeconds,
      },
      now,
    );
    await insertActivation(trx, {
      codeId: id,
      userId: user.id,
      cardId: card.id,
      departmentId: form.department,
    });
    return id;
  });
  try {
    await ctx.sms.send({ phone: user.phone, type: 'sms', code, purpose: 'card' });
  } catch (err) {
    await deleteCode(ctx.db, codeId);
    if (err instanceof SmsDeliveryError) throw refuse('smsFailed', 493);
    throw err;
  }
  return {
    status: 'error',
    errors: { code: CARD_CODE_SENT, message: CARD_MESSAGES.codeSent(formatPhone(user.phone)) },
    next_sms: LIMITS.codeResendSeconds,
  };
}

type Outcome = { ok: true; data: Activated } | { ok: false; error: ApiError };

async function confirm(
  ctx: AccountContext,
  user: UserRecord,
  form: CardActivateForm,
  changes: UserChanges,
  code: string,
  address: string,
): Promise<Activated> {
  const outcome = await inAccountTransaction<Outcome>(ctx, async (trx) => {
    const now = ctx.dbNow();
    await checkWrongCodeAddress(trx, address, now, tooMany, CARD_MESSAGES.tooManyTries);
    await findUser(trx, { id: user.id }, true);
    await lockPhone(trx, user.phone);
    const row = await latestCode(trx, user.phone, now, ['card']);
    if (!row) throw refuse('wrongCode', 400);
    if (row.attempts >= LIMITS.codeAttempts) {
      const throttle = await codeThrottle(trx, user.phone, 0, now);
      const wait = LIMITS.codeResendSeconds - (throttle.sinceLast ?? LIMITS.codeResendSeconds);
      throw tooMany(CARD_MESSAGES.tooManyTries, Math.max(0, wait));
    }
    if (row.expired) throw refuse('codeExpired', 400);
    if (!sameHash(hashCode(row.salt, user.phone, code), row.hash)) {
      const attempts = await countWrongAttempt(trx, row.id, LIMITS.codeAttempts, now);
      await recordEvent(trx, BUCKETS.wrongCodeAddress, address, now);
      // Committed, not rolled back: the attempt must count.
      const error =
        attempts >= LIMITS.codeAttempts
          ? tooMany(CARD_MESSAGES.tooManyTries, 0)
          : refuse('wrongCode', 400);
      return { ok: false, error };
    }
    const { card, live } = await stockCard(trx, user, form.card, true);
    const asked = await findActivation(trx, row.id);
    if (
      !asked ||
      asked.user_id !== user.id ||
      asked.card_id !== card.id ||
      asked.department_id !== form.department
    )
      throw refuse('codeForOtherCard', 400);
    await checkDepartment(trx, form.department);
    // Again: another account may have taken the address since step 0 (decision 448).
    await refuseTakenEmail(trx, user, changes.email);
    await spendCode(trx, row.id, now);
    await updateUser(trx, user.id, changes);
    const source = live ?? (await closedCardWithoutSuccessor(trx, user.id));
    // Orders move before any card row is locked or changed (see the file's comment).
    if (source) await repointOrders(trx, source.id, card.id);
    if (live) await closeCard(trx, live.id, 'replaced', now);
    await bindCard(trx, card.id, user.id, form.department, now);
    if (source) await takeOver(trx, source.id, card.id, now);
    return { ok: true, data: await activatedView(trx, user.id, CARD_MESSAGES.activated, now) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.data;
}

/**
 * The new card takes over a closed card's points, spend and percent: a 'transfer_out' on the
 * old card and a 'transfer_in' on the new one, in one transaction, with both rows locked (by
 * id, so two transfers never lock them in opposite orders).
 */
async function takeOver(
  trx: Transaction<DB>,
  fromId: number,
  toId: number,
  now: RawBuilder<Date>,
): Promise<void> {
  const [first, second] = fromId < toId ? [fromId, toId] : [toId, fromId];
  const a = await lockCard(trx, first);
  const b = await lockCard(trx, second);
  const from = a?.id === fromId ? a : b;
  const to = a?.id === toId ? a : b;
  if (!from || !to) throw new Error(`cards ${fromId} → ${toId}: not found`);
  if (from.balance > 0) {
    const out = await postLedger(
      trx,
      {
        cardId: from.id,
        orderId: null,
        kind: 'transfer_out',
        points: -from.balance,
        note: `на карту ${to.number}`,
      },
      now,
    );
    if (!out) throw new Error(`card ${from.id}: moving ${from.balance} points was refused`);
    await postLedger(
      trx,
      {
        cardId: to.id,
        orderId: null,
        kind: 'transfer_in',
        points: from.balance,
        note: `с карты ${from.number}`,
      },
      now,
    );
  }
  const spend = from.spend + to.spend;
  await setCardTier(trx, to.id, spend, tierPercents(spend));
  await setSuccessor(trx, from.id, to.id);
}

async function activatedView(
  trx: Transaction<DB>,
  userId: number,
  message: string,
  now: RawBuilder<Date>,
): Promise<Activated> {
  const summary = await cardSummary(trx, userId, now);
  if (!summary) throw new Error(`user ${userId}: no live card after binding`);
  return { card: cardView(summary.card), balance: summary.available, message };
}

/** '2991' + 8 digits of the serial + the EAN-13 check digit. */
export function virtualCardNumber(serial: number): string {
  const first12 = `2991${String(serial).padStart(8, '0')}`;
  return `${first12}${cardCheckDigit(first12)}`;
}

/**
 * POST v2 user/card/virtual/: a virtual card for a signed-in buyer with a confirmed phone and
 * no live card; a blocked card's points move to it.
 */
export async function issueVirtualCard(ctx: ServiceContext, viewer: Viewer): Promise<Activated> {
  const user = await cardHolder(ctx, viewer);
  return inAccountTransaction(ctx, async (trx) => {
    const now = ctx.dbNow();
    await findUser(trx, { id: user.id }, true);
    if (await findCardOfUser(trx, user.id)) throw refuse('hasCard', 409);
    const source = await closedCardWithoutSuccessor(trx, user.id);
    const number = virtualCardNumber(await nextVirtualSerial(trx));
    const cardId = await insertVirtualCard(trx, number, user.id, now);
    if (source) {
      await repointOrders(trx, source.id, cardId);
      await takeOver(trx, source.id, cardId, now);
    }
    return activatedView(trx, user.id, CARD_MESSAGES.virtualIssued, now);
  });
}

/**
 * POST v2 user/card/block/: the buyer reports their card lost. It can no longer be used; its
 * points stay on it and move to the next card the account binds or issues (decision 251).
 */
export async function blockCard(
  ctx: ServiceContext,
  viewer: Viewer,
): Promise<{ number: string; balance: number; message: string }> {
  const user = await cardHolder(ctx, viewer);
  return inAccountTransaction(ctx, async (trx) => {
    const now = ctx.dbNow();
    await findUser(trx, { id: user.id }, true);
    const live = await findCardOfUser(trx, user.id);
    if (!live) throw refuse('noCardToBlock', 404);
    await closeCard(trx, live.id, 'blocked', now);
    const card = await lockCard(trx, live.id);
    return {
      number: live.number,
      balance: card?.balance ?? live.balance,
      message: CARD_MESSAGES.cardBlocked,
    };
  });
}

/**
 * GET v2 user/bonus/history/: the buyer's paid orders that earned points, newest first,
 * BONUS_HISTORY_PAGE at a time after the order `lastId` (spec section 9).
 */
export async function bonusHistoryOf(
  ctx: ServiceContext,
  viewer: Viewer,
  lastId: number | null,
): Promise<BonusHistory> {
  const user = await cardHolder(ctx, viewer);
  const rows = await bonusHistory(ctx.db, user.id, lastId, BONUS_HISTORY_PAGE + 1);
  return {
    items: rows.slice(0, BONUS_HISTORY_PAGE).map((row) => ({
      id: row.id,
      film: { name: row.film_name, poster: { small: row.poster_mobile } },
      created_at: new Date(row.paid_at).toISOString(),
      timezone: row.timezone,
      number: row.number,
      amount: { total: row.amount, bonus_add: row.bonus_add, bonus_pay: row.bonus_pay },
    })),
    more: rows.length > BONUS_HISTORY_PAGE,
  };
}

/** The card calls' access check, run before their form is validated (a preValidation hook). */
export async function requireCardHolder(ctx: ServiceContext, viewer: Viewer): Promise<void> {
  await cardHolder(ctx, viewer);
}
