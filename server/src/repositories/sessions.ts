import type { Queryable, SessionFormat } from '../db/types';

export interface SessionPriceRecord {
  id: number;
  film_id: number;
  starts_at: Date;
  format: SessionFormat;
  disabled: boolean;
  deleted: boolean;
  cinema_id: number;
  /** The hall's name ('Зал 2'). */
  hall_name: string;
  price_min: number;
  price_max: number;
}

/**
 * Sessions starting in [from, to) joined to their hall, with the min and max of their zone
 * prices, earliest first. Callers add their columns, filters and GROUP BY (sessions.id, plus
 * any hall column they select).
 */
export function pricedSessionsBetween(q: Queryable, from: Date, to: Date) {
  return q
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('session_prices', 'session_prices.session_id', 'sessions.id')
    .select((eb) => [
      eb.fn.min<number>('session_prices.price').as('price_min'),
      eb.fn.max<number>('session_prices.price').as('price_max'),
    ])
    .where('sessions.starts_at', '>=', from)
    .where('sessions.starts_at', '<', to)
    .orderBy('sessions.starts_at')
    .orderBy('sessions.id');
}

/**
 * A priced session row as numbers and a Date: aggregates may come back as text, and the
 * conversion guards a driver returning timestamptz as text (both current ones hand back Date).
 */
export function readPricedSession<
  Row extends { starts_at: Date | string; price_min: unknown; price_max: unknown },
>(
  row: Row,
): Omit<Row, 'starts_at' | 'price_min' | 'price_max'> & {
  starts_at: Date;
  price_min: number;
  price_max: number;
} {
  return {
    ...row,
    starts_at: new Date(row.starts_at),
    price_min: Number(row.price_min),
    price_max: Number(row.price_max),
  };
}

/** Sessions of the given cinemas starting in [from, to), with the min and max of their zone prices. */
export async function listCinemaSessions(
  q: Queryable,
  cinemaIds: number[],
  from: Date,
  to: Date,
): Promise<SessionPriceRecord[]> {
  const rows = await pricedSessionsBetween(q, from, to)
    .select([
      'sessions.id',
      'sessions.film_id',
      'sessions.starts_at',
      'sessions.format',
      'sessions.disabled',
      'sessions.deleted',
      'halls.cinema_id',
      'halls.name as hall_name',
    ])
    .where('halls.cinema_id', 'in', cinemaIds)
    .groupBy(['sessions.id', 'halls.cinema_id', 'halls.name'])
    .execute();
  return rows.map(readPricedSession);
}
