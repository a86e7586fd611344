import type { Kysely, RawBuilder } from 'kysely';
import { ORDER_HOLD_MINUTES } from '@softkino/contract/order';
import type { DB } from '../db/types';
import type { MailProvider } from '../providers/mail';
import type { PaymentProvider } from '../providers/payment/types';
import type { ReceiptProvider } from '../providers/receipt/types';
import type { SmsProvider } from '../providers/sms';
import type { SeatInventory } from './seatInventory';

/** How long a hold lives by default, in seconds (the spec's unpaid-order cookie, about 7 minutes). */
export const HOLD_SECONDS = ORDER_HOLD_MINUTES * 60;

/** What services need from the outside world, injected so tests control each part. */
export interface ServiceContext {
  db: Kysely<DB>;
  /** The clock; tests pin it so "today" is fixed. */
  now: () => Date;
  /**
   * "Now" as SQL, for holds, expiry and "has the session started": the database clock
   * (`now()`) in production, the injected clock as a bound timestamptz when the app is given
   * one (tests). See docs/decisions/051.
   */
  dbNow: () => RawBuilder<Date>;
  /** Whether v2 cinema/covid/ tells the client to show the COVID notice. */
  covidNotice: boolean;
  /** Who takes the money (PAYMENT_PROVIDER; the sandbox bank by default). */
  payment: PaymentProvider;
  /** Who registers fiscal receipts (RECEIPT_PROVIDER; the sandbox operator by default). */
  receipts: ReceiptProvider;
  /** Where the tickets e-mail goes (the sandbox outbox by default). */
  mail: MailProvider;
  /**
   * How an order takes its seats; `lockingInventory` (services/seatInventory.ts) unless a test
   * injects a double (the race test's control run injects a broken one).
   */
  inventory?: SeatInventory;
  /**
   * Seconds an unpaid order holds its seats (HOLD_SECONDS in the environment). Optional so a
   * hand-built context gets the spec's 7 minutes.
   */
  holdSeconds?: number;
  /**
   * The site's origin (PUBLIC_URL, e.g. https://kino.example) that links in e-mails start with;
   * without it they are paths, which only the sandbox outbox (same origin) can follow.
   */
  publicUrl?: string;
}

/** What the account services need on top: the code provider and where uploads are kept. */
export interface AccountContext extends ServiceContext {
  sms: SmsProvider;
  /** Directory of uploaded photos (DATA_DIR/uploads), served at /uploads/<name>. */
  uploadsDir: string;
}
