import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';

/**
 * Table types of migration 002 (selling seats). They extend the catalogue's DB type through
 * Kysely's `withTables`, so server/src/db/types.ts (owned by the catalogue) stays untouched;
 * the two can be merged into one DB interface at any time.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigserial/bigint come back as strings from pg and as numbers from PGlite: read via Number(). */
type BigId = ColumnType<string | number, number | string | undefined, number | string>;

export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'expired';
export type SeatStatus = 'free' | 'held' | 'sold';

export interface WebSessionsTable {
  id: Generated<string | number>;
  token_hash: string;
  user_id: BigId | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<string | number>;
  number: ColumnType<string, string | undefined, string>;
  session_id: number;
  web_session_id: BigId;
  user_id: BigId | null;
  status: OrderStatus;
  phone: string | null;
  email: string;
  amount: number;
  bonus_pay: ColumnType<number, number | undefined, number>;
  /** Migration 004: the card the order spends from and earns to, and the points it earned. */
  bonus_card_id: ColumnType<
    string | number | null,
    number | string | null | undefined,
    number | string | null
  >;
  bonus_add: ColumnType<number, number | undefined, number>;
  payment_token: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionSeatsTable {
  session_id: number;
  seat_id: number;
  status: SeatStatus;
  order_id: BigId | null;
  hold_expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface OrderSeatsTable {
  order_id: BigId;
  seat_id: number;
  price: number;
}

export interface TicketsTable {
  id: Generated<string | number>;
  order_id: BigId;
  session_id: number;
  seat_id: number;
  code: string;
  status: 'live' | 'void';
  created_at: Timestamp;
}

export interface SessionInfoTable {
  id: Generated<number>;
  session_id: number | null;
  film_id: number | null;
  cinema_id: number | null;
  title: string | null;
  body: string;
  video: string | null;
  // JSON is sent as text so both drivers store it the same way.
  images: ColumnType<string[], string | undefined, string>;
  button: string | null;
  agree: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface OutboxTable {
  id: Generated<string | number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  order_id: BigId | null;
  created_at: Timestamp;
}

/** Migration 004: a bonus card; `percents` is numeric, so pg returns it as a string. */
export interface BonusCardsTable {
  id: Generated<string | number>;
  number: string;
  user_id: BigId | null;
  virtual: ColumnType<boolean, boolean | undefined, boolean>;
  percents: ColumnType<string | number, number | string | undefined, number | string>;
  balance: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export type BonusLedgerKind = 'grant' | 'spend' | 'accrue';

/** Migration 004: the append-only ledger of every balance change. */
export interface BonusLedgerTable {
  id: Generated<string | number>;
  card_id: BigId;
  order_id: BigId | null;
  kind: BonusLedgerKind;
  points: number;
  note: string | null;
  created_at: Timestamp;
}

// A type alias, not an interface: withTables needs the implicit index signature.
export type SalesTables = {
  web_sessions: WebSessionsTable;
  orders: OrdersTable;
  session_seats: SessionSeatsTable;
  order_seats: OrderSeatsTable;
  tickets: TicketsTable;
  session_info: SessionInfoTable;
  outbox: OutboxTable;
  bonus_cards: BonusCardsTable;
  bonus_ledger: BonusLedgerTable;
};

export type SalesDB = DB & SalesTables;
export type SalesQueryable = Kysely<SalesDB> | Transaction<SalesDB>;

const typed = new WeakMap<Kysely<DB>, Kysely<SalesDB>>();

/** The database handle with the sales tables typed (one instance per database). */
export function sales(db: Kysely<DB>): Kysely<SalesDB> {
  let s = typed.get(db);
  if (!s) {
    s = db.withTables<SalesTables>();
    typed.set(db, s);
  }
  return s;
}

/** Same for a transaction, keeping its type. */
export function salesTrx(trx: Transaction<DB>): Transaction<SalesDB> {
  return trx.withTables<SalesTables>();
}
