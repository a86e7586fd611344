/** The pay call (spec section 7: POST v2 payment/pay/). */
import { apiUrl, postJson } from './http';
import { PayResponseSchema, type PayMethod, type PayResponse } from '@softkino/contract';

/** Starts paying an order; for a card the answer's redirect_url goes into the payment frame. */
export async function payOrder(orderId: number, method: PayMethod): Promise<PayResponse['data']> {
  const reply = await postJson(
    apiUrl('v2/payment/pay/'),
    { 'order-id': orderId, 'pay-method': method },
    PayResponseSchema,
  );
  return reply.data;
}
