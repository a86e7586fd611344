import { z } from 'zod';

/** The largest id a request may name: PostgreSQL's integer column. */
export const MAX_DB_ID = 2_147_483_647;

/** Digits only, at most ten (the largest id has ten). */
const DIGITS = /^\d{1,10}$/;

/**
 * A database id in a request: digits in a query string or a form ('12'), or an integer in JSON;
 * positive and within PostgreSQL's integer column, so an oversized value is a 400, never a
 * failing query. Number() also read '0x1F', '0b11', '1e1', '+5', ' 7' and '1.0' as ids, and
 * answered another city's playbill or session for them (decision 412); those are refused.
 * `message`, when given, is every refusal's text.
 */
export function idParam(message?: string) {
  const error = message === undefined ? undefined : { error: message };
  return z
    .union([z.number(error), z.string(error).regex(DIGITS, error)], error)
    .pipe(z.coerce.number<string | number>(error).int(error).positive(error).max(MAX_DB_ID, error));
}
