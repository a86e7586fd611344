import type { OrderStatus, Queryable } from '../db/types';

type Trx = Queryable;

/** The live tickets of an order become void (refused at the door); returns how many. */
export async function voidOrderTickets(trx: Trx, orderId: number): Promise<number> {
  const rows = await trx
    .updateTable('tickets')
    .set({ status: 'void' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'live')
    .returning('id')
    .execute();
  return rows.length;
}

/** What the door check reads of a ticket: never who bought it. */
export interface DoorTicket {
  status: 'live' | 'void';
  order_status: OrderStatus;
  film_name: string;
  age: string;
  cinema_name: string;
  hall_name: string;
  row: number;
  place: number;
  starts_at: Date;
  timezone: string;
}

/** The ticket whose QR code carries `code`, or undefined. */
export async function findTicketByCode(
  q: Queryable,
  code: string,
): Promise<DoorTicket | undefined> {
  const row = await q
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('sessions', 'sessions.id', 'tickets.session_id')
    .innerJoin('films', 'films.id', 'sessions.film_id')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .innerJoin('cities', 'cities.id', 'cinemas.city_id')
    .innerJoin('seats', 'seats.id', 'tickets.seat_id')
    .select([
      'tickets.status',
      'orders.status as order_status',
      'films.name as film_name',
      'films.age',
      'cinemas.name as cinema_name',
      'halls.name as hall_name',
      'seats.row_number as row',
      'seats.place_number as place',
      'sessions.starts_at',
      'cities.timezone',
    ])
    .where('tickets.code', '=', code)
    .executeTakeFirst();
  return row ? { ...row, starts_at: new Date(row.starts_at) } : undefined;
}
