import type { Kysely } from 'kysely';
import { RUSSIAN_PHONE, formatPhone as formatPhoneDigits } from '@softkino/contract/auth';
import type { DB } from '../db/types';
import { insertOutboxMessage } from '../repositories/outbox';

/** A sign-in code on its way: by SMS, or by a flash call whose number ends with the code. */
export interface CodeMessage {
  /** 11 digits. */
  phone: string;
  type: 'sms' | 'flashcall';
  code: string;
  /** The calling number of a flash call (11 digits, its last four are the code). */
  callingNumber?: string;
  /** What the code confirms: signing in (the default) or binding a bonus card (issue 14). */
  purpose?: 'sign-in' | 'card';
}

/** Raised by a provider that could not deliver: the API answers 493. */
export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** A message that is not a code: the session reminder (decision 453). */
export interface TextMessage {
  /** 11 digits. */
  phone: string;
  text: string;
  /** The order it is about, shown beside it in the sandbox outbox. */
  orderId?: number;
}

/**
 * Sends codes and reminders. Called after the code (or the reminder's claim) is committed,
 * outside any transaction, because a real provider is an HTTP call that must not hold database
 * locks; on a code's failure the caller voids the code.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: CodeMessage): Promise<void>;
  notify(message: TextMessage): Promise<void>;
}

/** '79001234567' → '+7 (900) 123-45-67'; anything but 7 and ten digits as it is. */
export function formatPhone(digits: string): string {
  return RUSSIAN_PHONE.test(digits) ? formatPhoneDigits(digits) : digits;
}

export interface SandboxSmsOptions {
  db: Kysely<DB>;
  /** Where each code is logged (the server log). */
  log: (line: string) => void;
  /** Every send fails (SMS_SANDBOX_FAIL=1), so the 493 path can be tried. */
  fail?: boolean;
}

/**
 * The sandbox provider: nothing leaves the machine. Each code is written to the server log and
 * to the dev outbox (/sandbox/outbox), where a person running the demo reads it.
 */
export function sandboxSms(options: SandboxSmsOptions): SmsProvider {
  return {
    name: 'sandbox',
    async send(message) {
      if (options.fail) throw new SmsDeliveryError('the sandbox SMS provider is set to fail');
      const to = formatPhone(message.phone);
      const isCall = message.type === 'flashcall';
      const subject = isCall
        ? `Звонок с номера ${formatPhone(message.callingNumber ?? '')}`
        : `SMS: код ${message.code}`;
      const text = isCall
        ? `Входящий звонок с номера ${formatPhone(message.callingNumber ?? '')}. Код — 4 последние цифры номера: ${message.code}.`
        : message.purpose === 'card'
          ? `Код для привязки бонусной карты: ${message.code}. Никому его не сообщайте.`
          : `Ваш код для входа на сайт: ${message.code}. Никому его не сообщайте.`;
      options.log(`sandbox ${message.type} to ${to}: code ${message.code}`);
      await insertOutboxMessage(options.db, {
        channel: 'sms',
        recipient: to,
        subject,
        bodyText: text,
        bodyHtml: null,
        orderId: null,
      });
    },
    async notify(message) {
      if (options.fail) throw new SmsDeliveryError('the sandbox SMS provider is set to fail');
      const to = formatPhone(message.phone);
      options.log(`sandbox SMS to ${to}: ${message.text}`);
      await insertOutboxMessage(options.db, {
        channel: 'sms',
        recipient: to,
        subject: 'SMS: напоминание о сеансе',
        bodyText: message.text,
        bodyHtml: null,
        orderId: message.orderId ?? null,
      });
    },
  };
}
