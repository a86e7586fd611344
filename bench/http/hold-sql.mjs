// The bare hold transaction of create_order: the statements that holdOrder
// (server/src/services/orders.ts) runs for a signed-in buyer, in its order, as plain SQL text
// with the same parameters, run on any client with `query(text, values)` (pg.Client, or the
// server test's adapter). server/test/holdSql.test.ts records the SQL that createOrder sends
// and checks it is exactly this list, so the benchmark's baseline cannot drift from the code.
//
// Plain JavaScript: bench/http/create-order.mjs runs it with pg, without the server's code.

/** `$from, $from+1, ...` for an `in (...)` list of n values. */
function list(from, n) {
  return Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');
}

/** The SQL texts, by step; seat lists take the count of seats. */
export const HOLD_SQL = {
  sessionHeader:
    'select "sessions"."id", "sessions"."starts_at", "sessions"."format", "sessions"."disabled", "sessions"."deleted", "sessions"."hall_id", "halls"."name" as "hall_name", "halls"."width", "halls"."height", "sessions"."film_id", "films"."name" as "film_name", "films"."slug" as "film_slug", "films"."age", "films"."poster_mobile", "films"."poster_desktop", "cinemas"."id" as "cinema_id", "cinemas"."name" as "cinema_name", "cinemas"."short_name", "cinemas"."address", "cinemas"."no_bonus", "cities"."name" as "city_name", "cities"."timezone", sessions.starts_at <= now() as "started" from "sessions" inner join "films" on "films"."id" = "sessions"."film_id" inner join "halls" on "halls"."id" = "sessions"."hall_id" inner join "cinemas" on "cinemas"."id" = "halls"."cinema_id" inner join "cities" on "cities"."id" = "cinemas"."city_id" where "sessions"."id" = $1',
  seatZones: (n) =>
    `select "id", "zone" from "seats" where "hall_id" = $1 and "id" in (${list(2, n)})`,
  prices: 'select "zone", "price" from "session_prices" where "session_id" = $1',
  // The viewer's read of the browser's session (services/viewer.ts): 30 days idle, 10 minutes stale.
  webSession:
    'select "id", "user_id", last_seen_at <= now() - $1::integer * interval \'1 second\' as "idle", last_seen_at <= now() - $2::integer * interval \'1 second\' as "stale" from "web_sessions" where "token_hash" = $3',
  touchWebSession: 'update "web_sessions" set "last_seen_at" = now() where "id" = $1',
  card: 'select "id", "number", "virtual", "percents", "balance", "spend", "status", "user_id" from "bonus_cards" where "user_id" = $1 and "status" = $2',
  cancelPrevious:
    'update "orders" set "status" = $1 where "web_session_id" = $2 and "session_id" = $3 and "status" = $4 returning "id"',
  releaseHolds: (n) =>
    `update "session_seats" set "status" = $1, "order_id" = $2, "hold_expires_at" = $3 where "order_id" in (${list(4, n)}) and "status" = $${4 + n}`,
  ensureRows: (n) =>
    `insert into "session_seats" ("session_id", "seat_id", "status", "order_id", "hold_expires_at") values ${Array.from(
      { length: n },
      (_, i) => `(${list(1 + i * 5, 5)})`,
    ).join(', ')} on conflict do nothing`,
  insertOrder:
    'insert into "orders" ("session_id", "web_session_id", "user_id", "status", "phone", "email", "amount", "bonus_pay", "bonus_card_id", "payment_token", "expires_at", "created_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11::integer * interval \'1 second\', now()) returning "id", "number", "expires_at"',
  lockRows: (n) =>
    `select "seat_id" from "session_seats" where "session_id" = $1 and "seat_id" in (${list(2, n)}) order by "seat_id" for update`,
  holdFree: (n) =>
    `update "session_seats" set "status" = $1, "order_id" = $2, "hold_expires_at" = $3 where "session_id" = $4 and "seat_id" in (${list(5, n)}) and ("status" = $${5 + n} or ("status" = $${6 + n} and hold_expires_at <= now())) returning "seat_id"`,
  seatLabels: (n) =>
    `select "id", "row_number" as "row", "place_number" as "place" from "seats" where "id" in (${list(1, n)}) order by "row_number", "place_number"`,
  orderSeats: (n) =>
    `insert into "order_seats" ("order_id", "seat_id", "price") values ${Array.from(
      { length: n },
      (_, i) => `(${list(1 + i * 3, 3)})`,
    ).join(', ')}`,
  pushkinFilm:
    'select "film_tags"."tag" from "sessions" inner join "film_tags" on "film_tags"."film_id" = "sessions"."film_id" where "sessions"."id" = $1 and "film_tags"."tag" = $2',
  seatCount: 'select count(*) as "n" from "order_seats" where "order_id" = $1',
};

/**
 * One hold, as holdOrder runs it for a signed-in buyer without bonus points: BEGIN, the
 * statements, COMMIT; a seat already taken rolls back. `client.query(text, values)` resolves to
 * `{ rows }`. Returns 'ok' with the order id, or 'taken'. Any other failure throws (after
 * ROLLBACK). Bonus points are not spent here (the bench's buyers have no card).
 */
export async function runHold(client, { sessionId, seatIds, tokenHash, email, holdSeconds }) {
  await client.query('BEGIN');
  try {
    const result = await holdSteps(client, { sessionId, seatIds, tokenHash, email, holdSeconds });
    await client.query(result.status === 'ok' ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

async function holdSteps(client, { sessionId, seatIds, tokenHash, email, holdSeconds }) {
  const q = async (text, values) => (await client.query(text, values)).rows;
  const [header] = await q(HOLD_SQL.sessionHeader, [sessionId]);
  if (!header || header.deleted || header.started || header.disabled)
    throw new Error(`session ${sessionId} is not on sale`);
  const seats = await q(HOLD_SQL.seatZones(seatIds.length), [header.hall_id, ...seatIds]);
  if (seats.length !== seatIds.length) throw new Error('seats not in the hall');
  const prices = new Map(
    (await q(HOLD_SQL.prices, [header.id])).map((r) => [r.zone, Number(r.price)]),
  );
  const priced = seats.map((s) => ({
    seatId: s.id,
    price: prices.get(s.zone) ?? prices.get('standard'),
  }));
  const amount = priced.reduce((sum, s) => sum + s.price, 0);
  const [buyer] = await q(HOLD_SQL.webSession, [30 * 24 * 60 * 60, 10 * 60, tokenHash]);
  if (!buyer || buyer.user_id === null || buyer.idle) throw new Error('the buyer is not signed in');
  if (buyer.stale) await q(HOLD_SQL.touchWebSession, [buyer.id]);
  const [card] = await q(HOLD_SQL.card, [buyer.user_id, 'live']);
  const previous = (
    await q(HOLD_SQL.cancelPrevious, ['cancelled', buyer.id, header.id, 'unpaid'])
  ).map((r) => r.id);
  if (previous.length > 0)
    await q(HOLD_SQL.releaseHolds(previous.length), ['free', null, null, ...previous, 'held']);
  const ids = [...seatIds].sort((a, b) => a - b);
  await q(
    HOLD_SQL.ensureRows(ids.length),
    ids.flatMap((id) => [header.id, id, 'free', null, null]),
  );
  const [order] = await q(HOLD_SQL.insertOrder, [
    header.id,
    buyer.id,
    buyer.user_id,
    'unpaid',
    null,
    email,
    amount,
    0,
    card?.id ?? null,
    null,
    holdSeconds,
  ]);
  await q(HOLD_SQL.lockRows(ids.length), [header.id, ...ids]);
  const held = await q(HOLD_SQL.holdFree(ids.length), [
    'held',
    order.id,
    new Date(order.expires_at),
    header.id,
    ...ids,
    'free',
    'held',
  ]);
  if (held.length < ids.length) {
    const heldSet = new Set(held.map((r) => r.seat_id));
    const missing = ids.filter((id) => !heldSet.has(id));
    await q(HOLD_SQL.seatLabels(missing.length), missing);
    return { status: 'taken' };
  }
  await q(
    HOLD_SQL.orderSeats(priced.length),
    priced.flatMap((s) => [order.id, s.seatId, s.price]),
  );
  // create_order's payment.methods: the sandbox offers the Pushkin card; it fits a film with
  // the mark and one seat (the count is asked only for such a film).
  const pushkin = await q(HOLD_SQL.pushkinFilm, [header.id, 'pushkin']);
  if (pushkin.length > 0) await q(HOLD_SQL.seatCount, [order.id]);
  return { status: 'ok', orderId: order.id };
}
