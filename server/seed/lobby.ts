import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/types';
import { hashPassword } from '../src/services/passwords';
import type { SeedFilm } from './films';

/** The README's staff account: it sees the lobby board's screen switchers (issue 16). */
export const STAFF_PHONE = '79000000077';
export const STAFF_PASSWORD = 'Demo123';

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * A seeded film's premiere ('yyyy-mm-dd'), agreeing with its rent line: 'В прокате с 6 ноября'
 * is the 6th of November of the seed's year (the year before when that would lie more than two
 * months ahead), 'Премьера' is the seed's day, and a film with no line opened three weeks
 * before it, a day earlier per place in the catalogue.
 */
export function seedPremiereDate(film: SeedFilm, index: number, now: Date): string {
  const match = /с (\d{1,2}) ([а-я]+)/.exec(film.rent ?? '');
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (match && month >= 0) {
    const day = Number(match[1]);
    let date = new Date(Date.UTC(now.getUTCFullYear(), month, day));
    if (date.getTime() - now.getTime() > 60 * 86_400_000)
      date = new Date(Date.UTC(now.getUTCFullYear() - 1, month, day));
    return iso(date);
  }
  if (film.rent === 'Премьера') return iso(now);
  return iso(new Date(now.getTime() - (21 + index) * 86_400_000));
}

/**
 * Adds the staff account (a confirmed user with the 'lobby_admin' role) when it is missing.
 * Returns false when it was already there.
 */
export async function ensureLobbyStaff(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE staff_roles IN EXCLUSIVE MODE`.execute(trx);
    const existing = await trx
      .selectFrom('users')
      .innerJoin('staff_roles', 'staff_roles.user_id', 'users.id')
      .select('users.id')
      .where('users.phone', '=', STAFF_PHONE)
      .executeTakeFirst();
    if (existing) return false;
    const user = await trx
      .insertInto('users')
      .values({
        phone: STAFF_PHONE,
        phone_confirmed: true,
        password_hash: await hashPassword(STAFF_PASSWORD),
        last_name: 'Смирнова',
        first_name: 'Ольга',
        accept_rules: true,
        city: 'Челябинск',
      })
      .onConflict((oc) => oc.column('phone').doUpdateSet({ phone_confirmed: true }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('staff_roles')
      .values({ user_id: user.id, role: 'lobby_admin' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}
