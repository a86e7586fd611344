import { domainToASCII } from 'node:url';
import { sql } from 'kysely';
import { emailDomainToUnicode } from '@softkino/contract/email';
import type { Queryable } from '../db/types';

/** A user as the services see it; dates are 'dd.mm.yyyy' or ''. */
export interface UserRecord {
  id: number;
  phone: string;
  phone_confirmed: boolean;
  password_hash: string | null;
  email: string;
  last_name: string;
  first_name: string;
  patronymic: string;
  birthday: string;
  gender: 0 | 1 | null;
  accept_rules: boolean;
  avatar: string | null;
  movies_notify: boolean;
  sms_remind: boolean;
  show_photo: boolean;
  city: string;
  district: string;
  region_id: number | null;
}

export interface ChildRecord {
  name: string;
  birthday: string;
  gender: 0 | 1;
}

function toGender(value: number | null): 0 | 1 | null {
  return value === 0 || value === 1 ? value : null;
}

/** 'dd.mm.yyyy' → 'yyyy-mm-dd' for the database. */
export function isoDate(ddmmyyyy: string): string {
  const [dd, mm, yyyy] = ddmmyyyy.split('.');
  return `${yyyy}-${mm}-${dd}`;
}

type Where = { id: number } | { phone: string };

/** One user by id or phone, optionally locked (FOR UPDATE) inside a transaction. */
export async function findUser(
  q: Queryable,
  where: Where,
  lock = false,
): Promise<UserRecord | undefined> {
  let query = q.selectFrom('users').select([
    'id',
    'phone',
    'phone_confirmed',
    'password_hash',
    'email',
    'last_name',
    'first_name',
    'patronymic',
    sql<string>`coalesce(to_char(birthday, 'DD.MM.YYYY'), '')`.as('birthday'),
    'gender',
    'accept_rules',
    'avatar',
    'movies_notify',
    'sms_remind',
    'show_photo',
    'city',
    'district',
    // The region of the profile's city (migration 009, decision 250); null for another city.
    (eb) =>
      eb
        .selectFrom('cities')
        .select('cities.region_id')
        .whereRef('cities.name', '=', 'users.city')
        .limit(1)
        .as('region_id'),
  ]);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('phone', '=', where.phone);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    id: row.id,
    gender: toGender(row.gender),
    region_id: row.region_id ?? null,
  };
}

/** Creates an account for a phone; `confirmed` when the phone was proven by a code. */
export async function insertUser(q: Queryable, phone: string, confirmed: boolean): Promise<number> {
  const row = await q
    .insertInto('users')
    .values({ phone, phone_confirmed: confirmed })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns user/edit/ and the auth calls may change. */
export interface UserChanges {
  phone_confirmed?: boolean;
  password_hash?: string;
  email?: string;
  last_name?: string;
  first_name?: string;
  patronymic?: string;
  /** 'dd.mm.yyyy' */
  birthday?: string;
  gender?: 0 | 1;
  accept_rules?: boolean;
  avatar?: string | null;
  movies_notify?: boolean;
  sms_remind?: boolean;
  show_photo?: boolean;
  city?: string;
  district?: string;
}

/**
 * The ways one address may be stored: its domain in letters, and in punycode as Chromium's
 * type=email field sent it before the forms kept the letters (decision 451). Node's
 * `domainToASCII` writes the punycode as the browser does ('' for what is no domain).
 */
function storedForms(email: string): string[] {
  const letters = emailDomainToUnicode(email.trim());
  const at = letters.lastIndexOf('@');
  const ascii = at < 0 ? '' : domainToASCII(letters.slice(at + 1));
  return ascii === '' ? [letters] : [...new Set([letters, `${letters.slice(0, at)}@${ascii}`])];
}

/**
 * Whether another account has `email`, letter case aside (decision 448) and its domain in
 * letters or in punycode alike (decision 451): 'Demo@Example.ru' is 'demo@example.ru', and
 * 'petr@почта.рф' is 'petr@xn--80a1acny.xn--p1ai'. Takes a transaction-level advisory lock on
 * the address (in letters) first, so two accounts saving one address at once are checked in turn
 * and the second sees the first's (migration 017 explains why there is no unique index).
 */
export async function emailTakenByOther(
  q: Queryable,
  email: string,
  userId: number,
): Promise<boolean> {
  const forms = storedForms(email);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${'email:'} || lower(${forms[0]})))`.execute(q);
  const row = await q
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) IN (${sql.join(forms.map((form) => sql`lower(${form})`))})`)
    .where('email', '<>', '')
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(
  q: Queryable,
  userId: number,
  changes: UserChanges,
): Promise<void> {
  const { birthday, ...rest } = changes;
  const values = birthday === undefined ? rest : { ...rest, birthday: isoDate(birthday) };
  if (Object.keys(values).length === 0) return;
  await q.updateTable('users').set(values).where('id', '=', userId).execute();
}

export async function findChildren(q: Queryable, userId: number): Promise<ChildRecord[]> {
  const rows = await q
    .selectFrom('user_children')
    .select(['name', sql<string>`to_char(birthday, 'DD.MM.YYYY')`.as('birthday'), 'gender'])
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ name: r.name, birthday: r.birthday, gender: r.gender === 1 ? 1 : 0 }));
}

/** Replaces the user's children with `children` (an empty list removes them all). */
export async function replaceChildren(
  q: Queryable,
  userId: number,
  children: readonly ChildRecord[],
): Promise<void> {
  await q.deleteFrom('user_children').where('user_id', '=', userId).execute();
  if (children.length === 0) return;
  await q
    .insertInto('user_children')
    .values(
      children.map((c, i) => ({
        user_id: userId,
        name: c.name,
        birthday: isoDate(c.birthday),
        gender: c.gender,
        sort: i,
      })),
    )
    .execute();
}

/**
 * Guest orders made with this phone join the account (the phone was just proven, so its
 * orders are the owner's). Returns how many joined.
 */
export async function joinGuestOrders(
  q: Queryable,
  userId: number,
  phone: string,
): Promise<number> {
  const rows = await q
    .updateTable('orders')
    .set({ user_id: userId })
    .where('user_id', 'is', null)
    .where('phone', '=', phone)
    .returning('id')
    .execute();
  return rows.length;
}

export async function wishlistFilms(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q
    .selectFrom('wishlist')
    .select('film_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('film_id')
    .execute();
  return rows.map((r) => r.film_id);
}

export async function setWish(
  q: Queryable,
  userId: number,
  filmId: number,
  liked: boolean,
  /** The city looked at when liking (migration 012): where new sessions are looked for. */
  cityId: number | null = null,
): Promise<void> {
  if (liked) {
    await q
      .insertInto('wishlist')
      .values({ user_id: userId, film_id: filmId, city_id: cityId })
      .onConflict((oc) => oc.columns(['user_id', 'film_id']).doNothing())
      .execute();
  } else {
    await q
      .deleteFrom('wishlist')
      .where('user_id', '=', userId)
      .where('film_id', '=', filmId)
      .execute();
  }
}

export async function findSocialLink(q: Queryable, userId: number): Promise<string | undefined> {
  const row = await q
    .selectFrom('social_links')
    .select('external_id')
    .where('user_id', '=', userId)
    .where('network', '=', 'vk')
    .executeTakeFirst();
  return row?.external_id;
}

/** Links (or re-links) the user's vk account. */
export async function linkSocial(q: Queryable, userId: number, externalId: string): Promise<void> {
  await q
    .insertInto('social_links')
    .values({ user_id: userId, network: 'vk', external_id: externalId })
    .onConflict((oc) => oc.columns(['user_id', 'network']).doUpdateSet({ external_id: externalId }))
    .execute();
}

export async function unlinkSocial(q: Queryable, userId: number): Promise<void> {
  await q
    .deleteFrom('social_links')
    .where('user_id', '=', userId)
    .where('network', '=', 'vk')
    .execute();
}
