import type { RawBuilder } from 'kysely';
import { AUTH_MESSAGES } from '@softkino/contract/auth';
import { codeThrottle } from '../repositories/authCodes';
import { countEvents, recordEvent } from '../repositories/rateEvents';
import type { Queryable } from '../db/types';

/**
 * The limits of the sign-in calls. Counts live in the database (rate_events, auth_codes), so
 * every node sees the same numbers; they can move to Redis when there are many nodes
 * (ARCHITECTURE.md). A phone is only ever limited by events of that phone, so attempts on one
 * phone never lock out another; the per-address limits are looser, for one address trying
 * many phones.
 */
export const LIMITS = {
  /** Seconds before another code may be asked for the same phone (next_sms). */
  codeResendSeconds: 60,
  /** Codes per phone per hour. */
  codesPerPhone: { max: 5, windowSeconds: 3600 },
  /** Code requests per client address per hour. */
  codesPerAddress: { max: 20, windowSeconds: 3600 },
  /** How long a code is valid. */
  codeTtlSeconds: 300,
  /** Wrong entries of one code, after which it is void. */
  codeAttempts: 5,
  /** Wrong codes per address (over all phones) per 15 minutes. */
  wrongCodesPerAddress: { max: 30, windowSeconds: 900 },
  /** Wrong passwords per phone per 15 minutes. */
  passwordsPerPhone: { max: 10, windowSeconds: 900 },
  /** Wrong passwords per address (over all phones) per 15 minutes. */
  passwordsPerAddress: { max: 30, windowSeconds: 900 },
  /** Unknown ticket codes per address per 10 minutes at the door check (decision 189). */
  unknownTicketsPerAddress: { max: 20, windowSeconds: 600 },
} as const;

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The rate buckets; keys are a phone or a client address. */
export const BUCKETS = {
  codeRequestAddress: 'code:address',
  wrongCodeAddress: 'wrong-code:address',
  wrongPasswordPhone: 'wrong-password:phone',
  wrongPasswordAddress: 'wrong-password:address',
  unknownTicketAddress: 'unknown-ticket:address',
} as const;

/** Seconds to wait before the key may try again, or 0 when it is under the limit. */
export async function waitSeconds(
  q: Queryable,
  bucket: string,
  key: string,
  limit: Limit,
  now: RawBuilder<Date>,
): Promise<number> {
  const { count, freesIn } = await countEvents(q, bucket, key, limit.windowSeconds, now);
  return count >= limit.max ? Math.max(1, Math.ceil(freesIn)) : 0;
}

export { recordEvent };

/**
 * The limits every SMS code request shares, sign-in's and a card activation's alike: one code
 * a minute and a few an hour per phone, a few per address; records this address's request.
 * `refuse` makes the 429 of the caller's envelope; `addressMessage` is its text for an address
 * that asked too often.
 */
export async function checkCodeRequest(
  q: Queryable,
  phone: string,
  address: string,
  now: RawBuilder<Date>,
  refuse: (message: string, seconds: number) => Error,
  addressMessage: string,
): Promise<void> {
  const throttle = await codeThrottle(q, phone, LIMITS.codesPerPhone.windowSeconds, now);
  if (throttle.sinceLast !== null && throttle.sinceLast < LIMITS.codeResendSeconds)
    throw refuse(AUTH_MESSAGES.tooSoon, LIMITS.codeResendSeconds - throttle.sinceLast);
  if (throttle.inWindow >= LIMITS.codesPerPhone.max)
    throw refuse(AUTH_MESSAGES.codeLimit, Math.max(1, throttle.windowFreesIn));
  const addressWait = await waitSeconds(
    q,
    BUCKETS.codeRequestAddress,
    address,
    LIMITS.codesPerAddress,
    now,
  );
  if (addressWait > 0) throw refuse(addressMessage, addressWait);
  await recordEvent(q, BUCKETS.codeRequestAddress, address, now);
}

/** Before a code is checked: an address that sent too many wrong codes waits (any purpose). */
export async function checkWrongCodeAddress(
  q: Queryable,
  address: string,
  now: RawBuilder<Date>,
  refuse: (message: string, seconds: number) => Error,
  message: string,
): Promise<void> {
  const wait = await waitSeconds(
    q,
    BUCKETS.wrongCodeAddress,
    address,
    LIMITS.wrongCodesPerAddress,
    now,
  );
  if (wait > 0) throw refuse(message, wait);
}
