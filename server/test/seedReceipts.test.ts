import { describe, expect, it } from 'vitest';
import { ensureBonusDemo } from '../seed/bonusDemo';
import { ensureDemoAccount } from '../seed/demoAccount';
import { useTestDb } from './helpers/db';

/**
 * The demo orders' money trail (decision 443): each seeded paid order's payment and receipt are
 * dated with the order, not with the start of the server that seeded it, so its page's 'Чек
 * оплата …' agrees with its date in the bonus history and in the list of orders.
 */

const testDb = useTestDb();
const db = () => testDb().database.db;
/** A receipt may follow its payment by the time the seed takes, never precede it. */
const RECEIPT_LAG_MS = 5 * 60_000;

describe("the demo accounts' paid orders", () => {
  it('have a payment and a receipt dated with the order', async () => {
    expect(await ensureDemoAccount(db())).toBe(true);
    expect(await ensureBonusDemo(db())).toBe(true);
    const rows = await db()
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .innerJoin('receipts', 'receipts.payment_id', 'payments.id')
      .select([
        'orders.id',
        'orders.created_at as orderCreated',
        'orders.paid_at as orderPaid',
        'payments.created_at as paymentCreated',
        'payments.paid_at as paymentPaid',
        'receipts.kind',
        'receipts.created_at as receiptCreated',
        'receipts.body',
      ])
      .where('orders.status', '=', 'paid')
      .orderBy('orders.id')
      .execute();
    // The demo buyer's two orders and the card holder's four.
    expect(rows).toHaveLength(6);
    // Some of them are days old: the check below would not notice a receipt dated with the seeding.
    const daysOld = rows.filter((r) => Date.now() - r.orderPaid!.getTime() > 86_400_000);
    expect(daysOld.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      const paid = r.orderPaid!.getTime();
      const label = `order ${r.id}`;
      expect(r.kind, label).toBe('income');
      expect(r.orderCreated.getTime(), label).toBe(paid);
      expect(r.paymentPaid?.getTime(), label).toBe(paid);
      expect(r.paymentCreated.getTime(), label).toBe(paid);
      const receipt = r.receiptCreated.getTime();
      expect(receipt - paid, label).toBeGreaterThanOrEqual(0);
      expect(receipt - paid, label).toBeLessThanOrEqual(RECEIPT_LAG_MS);
      expect(Date.parse(String(r.body.issuedAt)), label).toBe(receipt);
    }
  });
});
