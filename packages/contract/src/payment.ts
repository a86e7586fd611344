import { z } from 'zod';
import { successEnvelope } from './envelope';

/** Spec section 3, Pay call: the methods a client may ask for. */
export const PayMethodSchema = z.enum([
  'card',
  'sbp',
  'pushkin_card',
  'apple-pay',
  'google-pay',
  'sberpay',
]);
export type PayMethod = z.infer<typeof PayMethodSchema>;

/**
 * POST v2 payment/pay/ JSON body. `order-id` may be a number or a digit string. Only `card`
 * is served in this release; the others answer 400 'Этот способ оплаты недоступен.'
 */
export const PayRequestSchema = z.strictObject({
  'order-id': z.union([
    z.number().int().positive().max(2_147_483_647),
    z.string().regex(/^\d{1,10}$/),
  ]),
  'pay-method': PayMethodSchema,
  fio: z.string().max(200).optional(),
  payment_features: z.object({ paymentToken: z.string().max(20000).optional() }).optional(),
});
export type PayRequest = z.infer<typeof PayRequestSchema>;

/**
 * POST v2 payment/pay/ success (spec section 3, Pay response data). `redirect_url` is the
 * sandbox bank page to show in the payment frame; `callback_url` the order page to open after
 * payment; `bonus_order` true only when bonuses paid the whole order (never in this release).
 */
export const PayResponseSchema = successEnvelope(
  z.object({
    redirect_url: z.string(),
    order_number: z.string(),
    callback_url: z.string(),
    bonus_order: z.boolean(),
    expire_date_unix: z.number().int(),
  }),
);
export type PayResponse = z.infer<typeof PayResponseSchema>;

/** What the sandbox bank frame posts to its parent (spec section 2, Payment-frame messages). */
export const PAYMENT_FRAME_MESSAGES = { paid: 'close', timeout: 'ticketTimeout' } as const;
