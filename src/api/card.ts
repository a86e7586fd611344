/**
 * The bonus card calls (spec section 7: POST user/card/activate/; issue 14: v2 user/card/virtual/,
 * v2 user/card/block/, v2 user/bonus/history/). Activation step 0 (no code) checks the card and
 * sends an SMS code, answering errors.code 14; step 1 (with the code) binds the card (spec
 * sections 4 and 8). Every reply is parsed with @softkino/contract/card.
 */
import {
  ACTIVATION_FIELDS,
  BonusHistoryResponseSchema,
  CARD_CODE_SENT,
  CARD_ERROR_CODES,
  CardActivatedResponseSchema,
  CardBlockedResponseSchema,
  VirtualCardResponseSchema,
  type BonusHistory,
} from '@softkino/contract/card';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import type { Card } from '@softkino/contract/user';
import { z } from 'zod';
import { toApiError } from './errors';
import { apiUrl, getJson, postForm } from './http';

/** What the activation form sends; empty profile fields are left out. */
export interface ActivationFields {
  card: string;
  department: number;
  code?: string;
  last_name?: string;
  first_name?: string;
  patronymic?: string;
  phone?: string;
  email?: string;
  birthday?: string;
  /** '0' female, '1' male. */
  gender?: string;
  /** Sent only as '1'. */
  accept_rules?: '1';
}

export interface CardBound {
  card: Card;
  balance: number;
  message: string;
}

/**
 * POST v1 user/card/activate/ (the spec writes it without a version). Resolves with the bound
 * card; step 0 rejects with code 14.
 */
export async function activateCard(fields: ActivationFields): Promise<CardBound> {
  const form: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && String(value).trim() !== '') form[key] = String(value).trim();
  }
  const reply = await postForm(apiUrl('v1/user/card/activate/'), form, CardActivatedResponseSchema);
  return reply.data;
}

/** POST v2 user/card/virtual/: a virtual card for an account without a live card. */
export async function issueVirtualCard(): Promise<CardBound> {
  const reply = await postForm(apiUrl('v2/user/card/virtual/'), {}, VirtualCardResponseSchema);
  return reply.data;
}

/** POST v2 user/card/block/: blocks the live card (lost); its points wait for the next card. */
export async function blockCard(): Promise<{ number: string; balance: number; message: string }> {
  const reply = await postForm(apiUrl('v2/user/card/block/'), {}, CardBlockedResponseSchema);
  return reply.data;
}

/** GET v2 user/bonus/history/: 3 orders with bonus_add, older than `lastId` when given. */
export async function fetchBonusHistory(lastId?: number): Promise<BonusHistory> {
  const reply = await getJson(
    apiUrl('v2/user/bonus/history/', { 'last-id': lastId }),
    BonusHistoryResponseSchema,
  );
  return reply.data;
}

/** Error replies of activate/ may carry next_sms (seconds before a new code may be asked). */
const ActivateErrorSchema = ErrorEnvelopeSchema.extend({ next_sms: z.number().optional() });

/** The form field a refusal's errors.code belongs to ('code' is the SMS code's field). */
const FIELD_OF_CODE: Record<string, string> = {
  [CARD_ERROR_CODES.numberInvalid]: 'card',
  [CARD_ERROR_CODES.unknownNumber]: 'card',
  [CARD_ERROR_CODES.boundToOther]: 'card',
  [CARD_ERROR_CODES.boundToYou]: 'card',
  [CARD_ERROR_CODES.blocked]: 'card',
  [CARD_ERROR_CODES.departmentInvalid]: 'department',
  [CARD_ERROR_CODES.wrongCode]: 'code',
  [CARD_ERROR_CODES.codeExpired]: 'code',
  [CARD_ERROR_CODES.codeMissing]: 'code',
  [CARD_ERROR_CODES.codeForOtherCard]: 'code',
  [CARD_ERROR_CODES.tooManyTries]: 'code',
};

/** How the popup reads a refusal of activate/ (including step 0's code 14). */
export type ActivationFailure =
  | { kind: 'codeSent'; nextSms: number | undefined; message: string }
  | { kind: 'signedOut'; message: string }
  /** 403 phone_unconfirmed: a card needs a confirmed phone. */
  | { kind: 'unconfirmed'; message: string }
  /**
   * A refusal: `field` is the form field it belongs to ('card', 'department', 'code', a profile
   * field's name), null for one about the whole form (a network failure, 'has_card').
   */
  | { kind: 'refused'; field: string | null; message: string; nextSms: number | undefined };

export function activationFailure(thrown: unknown): ActivationFailure {
  const error = toApiError(thrown);
  const body = ActivateErrorSchema.safeParse(error.body);
  const nextSms = body.success ? body.data.next_sms : undefined;
  if (error.kind === 'server' && Number(error.code) === CARD_CODE_SENT)
    return { kind: 'codeSent', nextSms, message: error.message };
  if (error.status === 401) return { kind: 'signedOut', message: error.message };
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === CARD_ERROR_CODES.phoneUnconfirmed)
    return { kind: 'unconfirmed', message: error.message };
  // A profile field is refused under its own name (as user/edit/ does).
  const asField = (ACTIVATION_FIELDS as readonly string[]).includes(code) ? code : null;
  const field = FIELD_OF_CODE[code] ?? asField;
  return { kind: 'refused', field, message: error.message, nextSms };
}
