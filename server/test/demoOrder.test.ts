import { describe, expect, it } from 'vitest';
import {
  CancelPaidOrderResponseSchema,
  FindUserOrdersResponseSchema,
  OrderDetailsResponseSchema,
} from '@softkino/contract/order';
import { DEMO_PASSWORD, DEMO_PHONE, ensureDemoAccount } from '../seed/demoAccount';
import { AccountBrowser } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const ctx = useTestApp({ sweepIntervalMs: 0 });

describe("the demo account's paid order", () => {
  it('was paid by card with a receipt, and its cancellation gives the money back', async () => {
    expect(await ensureDemoAccount(ctx.db().database.db)).toBe(true);
    const b = new AccountBrowser(ctx.app);
    const signed = await b.post('/v1/user/loginbypass/', {
      phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
    });
    expect(signed.statusCode).toBe(200);
    const orders = FindUserOrdersResponseSchema.parse(
      (await b.get('/v2/user/find_user_orders/')).json(),
    ).data;
    const paid = orders.find((o) => o.status === 'paid');
    if (!paid) throw new Error('the demo account has no paid order');
    const before = OrderDetailsResponseSchema.parse(
      (await b.get(`/v1/order/?id=${paid.id}`)).json(),
    ).data;
    expect(before.pay_method).toBe('card');
    expect(before.receipts.map((r) => [r.kind, r.total])).toEqual([['income', paid.amount]]);

    const cancel = await b.postJson('/v1/order/cancel/', { 'order-id': paid.id });
    expect(cancel.statusCode).toBe(200);
    const done = CancelPaidOrderResponseSchema.parse(cancel.json()).data;
    expect(done.refund).toBe(paid.amount);
    const after = OrderDetailsResponseSchema.parse(
      (await b.get(`/v1/order/?id=${paid.id}`)).json(),
    ).data;
    expect(after.refunds.map((r) => [r.reason, r.amount])).toEqual([['cancel', paid.amount]]);
    // (The seed pays on the real clock, the app here runs on FIXED_NOW: compare as a set.)
    expect(after.receipts.map((r) => r.kind).sort()).toEqual(['income', 'income_return']);
  });
});
