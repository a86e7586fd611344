/**
 * The order's timing that the client's boot needs, here without zod: src/lib/timings re-exports
 * it, and the page's boot imports timings, which must not build the order's schemas on every
 * page (decision 420). order.ts re-exports it for everything else.
 */

/** An order ends this long before the server's expiry time (spec section 4, Order). */
export const ORDER_EXPIRY_MARGIN_MS = 10_000;
