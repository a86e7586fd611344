import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetails } from '../flows/purchase/fixtures';
import { ApiError } from './errors';
import { cancelOrder, createOrder, fetchOrder, fetchUserOrders } from './order';
import { payOrder } from './payment';
import { OrderDetailsSchema } from '@softkino/contract';
import { mockFetch } from './testing/mockFetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CREATED = {
  status: 'success',
  data: {
    'order-id': 77,
    'user-id': null,
    number: 'SK-000077',
    expire_date_unix: 1_795_000_000,
    amount: 700,
    bonus_pay: 120,
    payment: { provider: 'sandbox', methods: { card: {} } },
  },
};

describe('createOrder', () => {
  it('sends the multipart form with seats as one JSON field and a sanitised phone', async () => {
    const fetchMock = mockFetch({ 'v2/payment/create_order/': { json: CREATED } });
    const data = await createOrder({
      session: 501,
      seats: [1, 2],
      email: 'a@b.ru',
      phone: '+7 (999) 123-45-67',
      bonusPay: 120,
    });
    expect(data['order-id']).toBe(77);
    expect(data.bonus_pay).toBe(120);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('seats')).toBe('[1,2]');
    expect(body.get('phone')).toBe('79991234567');
    expect(body.get('session')).toBe('501');
    expect(body.get('bonus_pay')).toBe('120');
  });

  it("passes the server's refusal on as an ApiError with its text", async () => {
    mockFetch({
      'v2/payment/create_order/': {
        status: 409,
        json: {
          status: 'error',
          errors: { code: 409, message: 'Места уже заняты: ряд 1, место 2' },
        },
      },
    });
    const error = await createOrder({
      session: 1,
      seats: [2],
      email: 'a@b.ru',
      phone: '',
      bonusPay: 0,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Места уже заняты: ряд 1, место 2');
    expect((error as ApiError).status).toBe(409);
  });
});

describe('other order calls', () => {
  it('the order fixture is valid', () => {
    expect(OrderDetailsSchema.safeParse(orderDetails()).success).toBe(true);
  });

  it('cancels by order_id, reads one order and the history', async () => {
    const fetchMock = mockFetch({
      'v1/buy/cancel/': { json: { status: 'success', data: { id: 77, status: 'cancelled' } } },
      'v1/order/': { json: { status: 'success', data: orderDetails() } },
      'v2/user/find_user_orders/': { json: { status: 'success', data: [] } },
    });
    await cancelOrder(77);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('order_id=77');
    expect((await fetchOrder(77)).tickets).toHaveLength(2);
    expect(await fetchUserOrders()).toEqual([]);
  });

  it('pays by card with a JSON body', async () => {
    const fetchMock = mockFetch({
      'v2/payment/pay/': {
        json: {
          status: 'success',
          data: {
            redirect_url: '/sandbox/bank/abc',
            order_number: 'SK-000077',
            callback_url: '/order/77',
            bonus_order: false,
            expire_date_unix: 1_795_000_000,
          },
        },
      },
    });
    expect((await payOrder(77, 'card')).redirect_url).toBe('/sandbox/bank/abc');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      'order-id': 77,
      'pay-method': 'card',
    });
  });
});
