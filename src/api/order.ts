/**
 * The order calls (spec section 7): create, cancel, one order for its page and the buyer's
 * history.
 */
import { apiUrl, getJson, peekJson, postJson, postMultipart } from './http';
import {
  CancelOrderResponseSchema,
  CancelPaidOrderResponseSchema,
  FindUserOrdersResponseSchema,
  OrderCreateResponseSchema,
  OrderDetailsResponseSchema,
  sanitizePhone,
  type CancelPaidOrderResult,
  type OrderCreateForm,
  type OrderCreateResponse,
  type OrderDetails,
  type OrderHistoryItem,
} from '@softkino/contract';

export interface CreateOrderInput {
  session: number;
  seats: readonly number[];
  email: string;
  /** As typed (masked); sanitised to digits before sending. */
  phone: string;
  bonusPay: number;
}

/** The form fields as strings, seats encoded as the server expects. */
export function encodeOrderForm(input: {
  session: number;
  seats: readonly number[];
  email: string;
  phone: string;
  bonusPay: number;
}): Record<keyof OrderCreateForm, string> {
  return {
    session: String(input.session),
    seats: JSON.stringify(input.seats),
    email: input.email,
    phone: sanitizePhone(input.phone),
    bonus_pay: String(input.bonusPay),
  };
}

/** POST v2 payment/create_order/ (multipart, seats as one JSON field). */
export async function createOrder(input: CreateOrderInput): Promise<OrderCreateResponse['data']> {
  const body = new FormData();
  for (const [key, value] of Object.entries(encodeOrderForm(input))) body.set(key, value);
  const reply = await postMultipart(
    apiUrl('v2/payment/create_order/'),
    body,
    OrderCreateResponseSchema,
  );
  return reply.data;
}

/** GET v1 buy/cancel/?order_id=: frees the seats of an unpaid order (idempotent). */
export async function cancelOrder(orderId: number): Promise<void> {
  await getJson(apiUrl('v1/buy/cancel/', { order_id: orderId }), CancelOrderResponseSchema);
}

/**
 * POST v1 order/cancel/ (JSON `order-id`): cancels this buyer's paid order and refunds it; the
 * answer says how much money went back and how many points were returned and taken back. A
 * refusal (closer than 30 minutes to the start, not paid...) throws with the server's message.
 */
export async function cancelPaidOrder(orderId: number): Promise<CancelPaidOrderResult> {
  const reply = await postJson(
    apiUrl('v1/order/cancel/'),
    { 'order-id': orderId },
    CancelPaidOrderResponseSchema,
  );
  return reply.data;
}

const orderUrl = (id: number) => apiUrl('v1/order/', { id });

/** GET v1 order/calendar/?id=: the paid order's session as an .ics file (decision 480). */
export const orderCalendarUrl = (id: number) => apiUrl('v1/order/calendar/', { id });

/** GET v1 order/?id=: one order of this browser; anyone else's answers 404. */
export async function fetchOrder(id: number): Promise<OrderDetails> {
  const reply = await getJson(orderUrl(id), OrderDetailsResponseSchema);
  return reply.data;
}

/** The order as the page's boot GET already has it (http.peekJson), or null. */
export function readyOrder(id: number): OrderDetails | null {
  return peekJson(orderUrl(id), OrderDetailsResponseSchema)?.data ?? null;
}

/** GET v2 user/find_user_orders/: this browser's orders, newest first. */
export async function fetchUserOrders(): Promise<OrderHistoryItem[]> {
  const reply = await getJson(apiUrl('v2/user/find_user_orders/'), FindUserOrdersResponseSchema);
  return reply.data;
}
