/**
 * Window events that an order's life sends to the page, for what shows its consequences: the
 * profile's order list reads its orders again, the header's menu reads the bonus balance again
 * (a cancel takes earned points back and returns spent ones; a payment spends them). A module of
 * its own, so that the header listens without loading the purchase's code.
 */

export const ORDER_CANCELLED_EVENT = 'purchase:order-cancelled';
export const ORDER_PAID_EVENT = 'purchase:order-paid';

/** The id of the profile's order list: '/profile#orders' (the account menu's 'Мои заказы'). */
export const PROFILE_ORDERS_ID = 'orders';

export function announceOrder(
  event: typeof ORDER_CANCELLED_EVENT | typeof ORDER_PAID_EVENT,
  orderId: number,
): void {
  window.dispatchEvent(new CustomEvent(event, { detail: orderId }));
}

/** Calls `listener` on each of `events`; returns the function that stops it. */
export function onOrderEvents(events: readonly string[], listener: () => void): () => void {
  for (const event of events) window.addEventListener(event, listener);
  return () => {
    for (const event of events) window.removeEventListener(event, listener);
  };
}
