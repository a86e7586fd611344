import type { Queryable, SessionFormat } from '../db/types';

export interface SessionPriceRecord {
  id: number;
  film_id: number;
  starts_at: Date;
  format: SessionFormat;
  disabled: boolean;
  deleted: boolean;
  cinema_id: number;
  price_min: number;
  price_max: number;
}

/** Sessions of the given cinemas starting in [from, to), with the min and max of their zone prices. */
export async function listCinemaSessions(
  q: Queryable,
  cinemaIds: number[],
  from: Date,
  to: Date,
): Promise<SessionPriceRecord[]> {
  const rows = await q
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('session_prices', 'session_prices.session_id', 'sessions.id')
    .select((eb) => [
      'sessions.id',
      'sessions.film_id',
      'sessions.starts_at',
      'sessions.format',
      'sessions.disabled',
      'sessions.deleted',
      'halls.cinema_id',
      eb.fn.min<number>('session_prices.price').as('price_min'),
      eb.fn.max<number>('session_prices.price').as('price_max'),
    ])
    .where('halls.cinema_id', 'in', cinemaIds)
    .where('sessions.starts_at', '>=', from)
    .where('sessions.starts_at', '<', to)
    .groupBy(['sessions.id', 'halls.cinema_id'])
    .orderBy('sessions.starts_at')
    .orderBy('sessions.id')
    .execute();
  // Both drivers hand back timestamptz as Date; the conversion guards a driver returning text.
  return rows.map((r) => ({
    ...r,
    starts_at: new Date(r.starts_at),
    price_min: Number(r.price_min),
    price_max: Number(r.price_max),
  }));
}
