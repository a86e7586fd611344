import { describe, expect, it } from 'vitest';
import {
  CancelPaidOrderResponseSchema,
  FindUserOrdersResponseSchema,
  OrderDetailsResponseSchema,
} from '@softkino/contract/order';
import { bonusAccrual } from '@softkino/contract/bonus';
import { BonusHistoryResponseSchema } from '@softkino/contract/card';
import { UserResponseSchema } from '@softkino/contract/user';
import {
  DEMO_CARD_POINTS,
  DEMO_PASSWORD,
  DEMO_PHONE,
  ensureDemoAccount,
} from '../seed/demoAccount';
import { AccountBrowser } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';

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

  it('has an order of a session it has been to: its film may be rated, it may not be cancelled', async () => {
    await ensureDemoAccount(ctx.db().database.db);
    const b = new AccountBrowser(ctx.app);
    await b.post('/v1/user/loginbypass/', { phone: DEMO_PHONE, password: DEMO_PASSWORD });
    const orders = FindUserOrdersResponseSchema.parse(
      (await b.get('/v2/user/find_user_orders/')).json(),
    ).data;
    // The oldest: bought two days before its session, which began a day before the schedule's first.
    const watched = orders.at(-1);
    if (!watched) throw new Error('the demo account has no orders');
    const details = OrderDetailsResponseSchema.parse(
      (await b.get(`/v1/order/?id=${watched.id}`)).json(),
    ).data;
    expect(details.status).toBe('paid');
    expect(details.tickets).toHaveLength(2);
    expect(details.starts_at_unix * 1000).toBeLessThan(FIXED_NOW.getTime());
    expect(details.cancel_until_unix! * 1000).toBeLessThan(FIXED_NOW.getTime());
    expect(Date.parse(details.paid_at!)).toBe((details.starts_at_unix - 2 * 86_400) * 1000);
    // Its receipt is dated with its payment, not with the seeding.
    expect(details.receipts.map((r) => [r.kind, Date.parse(r.created_at)])).toEqual([
      ['income', Date.parse(details.paid_at!)],
    ]);
    // Bought with the card: its points are the card's history, the welcome points the rest.
    const earned = bonusAccrual(details.amount, 0.1);
    expect(details.bonus_add).toBe(earned);
    const history = BonusHistoryResponseSchema.parse(
      (await b.get('/v2/user/bonus/history/')).json(),
    ).data;
    expect(history.items.map((i) => [i.number, i.amount.bonus_add])).toEqual([
      [details.number, earned],
    ]);
    const user = UserResponseSchema.parse((await b.get('/v2/user/')).json()).data;
    expect([user.balance, user.card?.spend]).toEqual([DEMO_CARD_POINTS, details.amount]);
    const review = await b.postJson('/v1/user/review/cinema/create_order_comment.php', {
      'order-id': watched.id,
      rate: 5,
      body: 'Кресла удобные, звук отличный, персонал приветливый.',
      'film-rate': 4,
      'film-body': 'Смотрели вдвоем, понравилось: история держит до конца.',
    });
    expect(review.statusCode, review.body).toBe(200);
    const cancel = await b.postJson('/v1/order/cancel/', { 'order-id': watched.id });
    expect(cancel.statusCode).toBe(409);
  });
});
