/**
 * The payment calls (spec section 7): POST v2 payment/pay/, v2 payment/sbp/ and
 * v2 payment/get_applepay_session/, each reply parsed with the contract's schema.
 */
import { apiUrl, postJson } from './http';
import {
  ApplePaySessionResponseSchema,
  PayResponseSchema,
  SbpStatusResponseSchema,
  type PayData,
  type PayMethod,
  type PayRequest,
  type SbpOrderStatus,
} from '@softkino/contract';

/** What a method sends besides the order and the method (spec section 3, Pay call). */
export interface PayExtras {
  /** The Pushkin card holder's full name as in the passport. */
  fio?: string;
  /** The wallet's payment token, base64. */
  paymentToken?: string;
}

/** The pay call's JSON body: only the fields the method has. */
export function payBody(orderId: number, method: PayMethod, extras: PayExtras = {}): PayRequest {
  const body: PayRequest = { 'order-id': orderId, 'pay-method': method };
  if (extras.fio !== undefined) body.fio = extras.fio;
  if (extras.paymentToken !== undefined)
    body.payment_features = { paymentToken: extras.paymentToken };
  return body;
}

/**
 * Starts paying an order by a method. The answer's redirect_url is the card or Mir bank page
 * for the payment frame, the SBP payment link (with qrImage and sbp_banks) or the SberPay page.
 */
export async function payOrder(
  orderId: number,
  method: PayMethod,
  extras: PayExtras = {},
): Promise<PayData> {
  const reply = await postJson(
    apiUrl('v2/payment/pay/'),
    payBody(orderId, method, extras),
    PayResponseSchema,
  );
  return reply.data;
}

/** The SBP order's status (spec section 4, SBP polling): paid, expired or pending. */
export async function sbpStatus(orderNumber: string): Promise<SbpOrderStatus> {
  const reply = await postJson(apiUrl('v2/payment/sbp/'), { orderNumber }, SbpStatusResponseSchema);
  return reply.data.order_status;
}

/** The merchant session Apple Pay validates (ApplePaySession.completeMerchantValidation). */
export async function applePaySession(
  orderId: number,
  validationUrl: string,
): Promise<Record<string, unknown>> {
  const reply = await postJson(
    apiUrl('v2/payment/get_applepay_session/'),
    { 'order-id': orderId, 'apple-pay-address-url': validationUrl },
    ApplePaySessionResponseSchema,
  );
  return reply.data;
}
