import { beforeAll, describe, expect, it } from 'vitest';
import { OrderCreateResponseSchema } from '@softkino/contract/order';
import { REFUND_TEXTS } from '@softkino/contract/order';
import type { ServiceContext } from '../src/services/context';
import { issueReceipt } from '../src/services/receipts';
import { refundPayment } from '../src/services/refunds';
import { lockPayment } from '../src/repositories/refunds';
import { findReceiptOrderFacts } from '../src/repositories/receipts';
import { useTestApp, sandboxContext } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, testClock, TestBrowser, type TestSession } from './helpers/sales';

const clock = testClock();
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 2);
});

function serviceCtx(): ServiceContext {
  return sandboxContext(db(), clock.now);
}

/** An order for two seats and a card payment of it recorded as paid (the money taken). */
async function paidPayment(s: TestSession, first = 20) {
  const browser = new TestBrowser(ctx.app);
  const seats = [s.seats[first] ?? 0, s.seats[first + 1] ?? 0];
  const order = OrderCreateResponseSchema.parse((await browser.order(s.id, seats)).json()).data;
  const payment = await db()
    .insertInto('payments')
    .values({
      order_id: order['order-id'],
      provider: 'sandbox',
      method: 'sbp',
      token: `tok-${order['order-id']}-abcdefghijkl`,
      provider_payment_id: `pp-${order['order-id']}`,
      amount: order.amount,
      status: 'paid',
      paid_at: FIXED_NOW,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { browser, order, payment };
}

describe('receipts and refunds', () => {
  it('issues the payment receipt: one line per ticket, the method, the page shows it', async () => {
    clock.set(FIXED_NOW);
    const { browser, order, payment } = await paidPayment(sessions[0]!);
    const receipt = await db()
      .transaction()
      .execute((trx) => issueReceipt(serviceCtx(), trx, payment, 'income', null, FIXED_NOW));
    expect(receipt.url).toMatch(/^\/sandbox\/receipt\/[A-Za-z0-9_-]{16}$/);
    const row = await db()
      .selectFrom('receipts')
      .selectAll()
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'income', total: order.amount, refund_id: null });
    const body = row.body as { lines: { name: string; vat: string }[]; methodLabel: string };
    expect(body.lines).toHaveLength(2);
    expect(body.lines[0]?.name).toMatch(
      /^Билет в кино «.+», \d\d\.\d\d\.\d{4} \d\d:\d\d, .+, ряд \d+, место \d+$/,
    );
    expect(body.lines[0]?.vat).toBe('vat22');
    expect(body.methodLabel).toBe('СБП');
    // The time is printed in the zone of the cinema that sold the ticket.
    expect(row.body).toMatchObject({
      cinema: { timezone: (await findReceiptOrderFacts(db(), order['order-id']))?.timezone },
    });

    const page = await browser.get(receipt.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Кассовый чек. Приход');
    expect(page.body).toContain(`№ ${order.number}`);
    expect(page.body).toContain('НДС 22%');
    expect((await browser.get('/sandbox/receipt/nosuchreceipt00')).statusCode).toBe(404);
    expect((await browser.get('/sandbox/receipt/..%2F..')).statusCode).toBe(404);
  });

  it('refunds a paid payment once: refund row, payment refunded, return receipt, e-mail', async () => {
    clock.set(FIXED_NOW);
    const { order, payment } = await paidPayment(sessions[1]!);
    const c = serviceCtx();
    const done = await db()
      .transaction()
      .execute((trx) => refundPayment(c, trx, payment.id, 'late', FIXED_NOW));
    expect(done).toMatchObject({ amount: order.amount });
    const again = await db()
      .transaction()
      .execute((trx) => refundPayment(c, trx, payment.id, 'late', FIXED_NOW));
    expect(again).toBeNull();

    const refunds = await db()
      .selectFrom('refunds')
      .selectAll()
      .where('payment_id', '=', payment.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'late', amount: order.amount });
    expect(refunds[0]?.provider_refund_id).toMatch(/^sandbox-refund-/);
    const after = await db()
      .transaction()
      .execute((trx) => lockPayment(trx, payment.id));
    expect(after?.status).toBe('refunded');
    expect(after?.refunded_at).not.toBeNull();
    const receipts = await db()
      .selectFrom('receipts')
      .select(['kind', 'refund_id', 'total'])
      .where('payment_id', '=', payment.id)
      .execute();
    expect(receipts).toEqual([
      { kind: 'income_return', refund_id: refunds[0]?.id, total: order.amount },
    ]);
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order['order-id'])
      .where('subject', '=', `Возврат по заказу № ${order.number}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body_text).toContain(REFUND_TEXTS.late);
    expect(mail[0]?.body_text).toContain('/sandbox/receipt/');
  });

  it('refunds nothing for a payment that was never paid', async () => {
    clock.set(FIXED_NOW);
    const { payment } = await paidPayment(sessions[0]!, 30);
    await db()
      .updateTable('payments')
      .set({ status: 'pending', paid_at: null })
      .where('id', '=', payment.id)
      .execute();
    const done = await db()
      .transaction()
      .execute((trx) => refundPayment(serviceCtx(), trx, payment.id, 'cancel', FIXED_NOW));
    expect(done).toBeNull();
    expect(
      await db().selectFrom('refunds').select('id').where('payment_id', '=', payment.id).execute(),
    ).toEqual([]);
  });
});
