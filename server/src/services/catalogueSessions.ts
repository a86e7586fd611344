import type { Kysely } from 'kysely';
import type { DB, SessionFormat } from '../db/types';
import { fromLocal, type LocalDate } from '../lib/time';

/** What `npm run catalogue:sessions` adds: sessions of one film in one cinema on one day. */
export interface NewSessionsPlan {
  filmSlug: string;
  cinemaSlug: string;
  date: LocalDate;
  times: { hour: number; minute: number }[];
  /** The hall's name; the cinema's first hall when absent. */
  hallName?: string;
  format?: SessionFormat;
}

/** Prices of a new session when its hall has no session to copy them from (whole roubles). */
const DEFAULT_PRICES = { standard: 350, vip: 550 };

/**
 * Adds sessions to the catalogue in one transaction, as an import from the cinemas' box office
 * would: the playbill's cache drops its answers and the wishlist alerts queue the sessions
 * (migration 008's and 012's triggers). Prices are those of the hall's latest session.
 * Throws an Error with a Russian message for an unknown film, cinema or hall.
 */
export async function addSessions(db: Kysely<DB>, plan: NewSessionsPlan): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const film = await trx
      .selectFrom('films')
      .select('id')
      .where('slug', '=', plan.filmSlug)
      .executeTakeFirst();
    if (!film) throw new Error(`Нет фильма «${plan.filmSlug}».`);
    const cinema = await trx
      .selectFrom('cinemas')
      .innerJoin('cities', 'cities.id', 'cinemas.city_id')
      .select(['cinemas.id', 'cities.timezone'])
      .where('cinemas.slug', '=', plan.cinemaSlug)
      .executeTakeFirst();
    if (!cinema) throw new Error(`Нет кинотеатра «${plan.cinemaSlug}».`);
    let hallQuery = trx
      .selectFrom('halls')
      .select('id')
      .where('cinema_id', '=', cinema.id)
      .orderBy('sort')
      .orderBy('id');
    if (plan.hallName !== undefined) hallQuery = hallQuery.where('name', '=', plan.hallName);
    const hall = await hallQuery.executeTakeFirst();
    if (!hall) throw new Error(`В кинотеатре нет зала «${plan.hallName ?? ''}».`);

    const latest = await trx
      .selectFrom('session_prices')
      .innerJoin('sessions', 'sessions.id', 'session_prices.session_id')
      .select(['session_prices.zone', 'session_prices.price'])
      .where('sessions.hall_id', '=', hall.id)
      .where(
        'sessions.id',
        '=',
        trx
          .selectFrom('sessions')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('hall_id', '=', hall.id),
      )
      .execute();
    const hasVip = await trx
      .selectFrom('seats')
      .select('id')
      .where('hall_id', '=', hall.id)
      .where('zone', '=', 'vip')
      .limit(1)
      .executeTakeFirst();
    const price = (zone: 'standard' | 'vip') =>
      latest.find((p) => p.zone === zone)?.price ?? DEFAULT_PRICES[zone];

    const ids: number[] = [];
    for (const time of plan.times) {
      const session = await trx
        .insertInto('sessions')
        .values({
          film_id: film.id,
          hall_id: hall.id,
          starts_at: fromLocal({ ...plan.date, ...time }, cinema.timezone),
          format: plan.format ?? '2D',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('session_prices')
        .values([
          { session_id: session.id, zone: 'standard', price: price('standard') },
          ...(hasVip
            ? [{ session_id: session.id, zone: 'vip' as const, price: price('vip') }]
            : []),
        ])
        .execute();
      ids.push(session.id);
    }
    return ids;
  });
}
