import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { sales, salesTrx, type SalesDB } from './orderTables';

/**
 * Table types of migration 003 (accounts). Like the sales tables they extend the catalogue's
 * DB type through Kysely's `withTables`, so the shared types file stays untouched.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigserial/bigint come back as strings from pg and as numbers from PGlite: read via Number(). */
type BigId = ColumnType<string | number, number | string, number | string>;
/** Dates are written 'yyyy-mm-dd' and read through to_char, so no driver turns them into Dates. */
type DateText = ColumnType<unknown, string | null | undefined, string | null>;

export type LoginPurpose = 'auth' | 'reg' | 'forget';
export type CodeType = 'sms' | 'flashcall';

export interface UsersTable {
  id: Generated<string | number>;
  phone: string;
  phone_confirmed: ColumnType<boolean, boolean | undefined, boolean>;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  first_name: ColumnType<string, string | undefined, string>;
  patronymic: ColumnType<string, string | undefined, string>;
  birthday: DateText;
  gender: ColumnType<number | null, number | null | undefined, number | null>;
  accept_rules: ColumnType<boolean, boolean | undefined, boolean>;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  movies_notify: ColumnType<boolean, boolean | undefined, boolean>;
  show_photo: ColumnType<boolean, boolean | undefined, boolean>;
  city: ColumnType<string, string | undefined, string>;
  district: ColumnType<string, string | undefined, string>;
  region_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface UserChildrenTable {
  id: Generated<string | number>;
  user_id: BigId;
  name: string;
  birthday: DateText;
  gender: number;
  sort: ColumnType<number, number | undefined, number>;
}

export interface AuthCodesTable {
  id: Generated<string | number>;
  phone: string;
  purpose: LoginPurpose;
  type: CodeType;
  code_salt: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface RateEventsTable {
  id: Generated<string | number>;
  bucket: string;
  key: string;
  created_at: Timestamp;
}

export interface WishlistTable {
  user_id: BigId;
  film_id: number;
  created_at: Timestamp;
}

export interface SocialLinksTable {
  user_id: BigId;
  network: 'vk';
  external_id: string;
  created_at: Timestamp;
}

// A type alias, not an interface: withTables needs the implicit index signature.
export type AccountTables = {
  users: UsersTable;
  user_children: UserChildrenTable;
  auth_codes: AuthCodesTable;
  rate_events: RateEventsTable;
  wishlist: WishlistTable;
  social_links: SocialLinksTable;
};

export type AccountDB = SalesDB & AccountTables;
export type AccountQueryable = Kysely<AccountDB> | Transaction<AccountDB>;

const typed = new WeakMap<Kysely<DB>, Kysely<AccountDB>>();

/** The database handle with the sales and account tables typed (one instance per database). */
export function accounts(db: Kysely<DB>): Kysely<AccountDB> {
  let a = typed.get(db);
  if (!a) {
    a = sales(db).withTables<AccountTables>();
    typed.set(db, a);
  }
  return a;
}

/** Same for a transaction, keeping its type. */
export function accountsTrx(trx: Transaction<DB>): Transaction<AccountDB> {
  return salesTrx(trx).withTables<AccountTables>();
}
