/**
 * The home page's address after an SBP payment whose time ran out (spec section 4, SBP polling:
 * the buyer goes home), with a query that makes the page say why once (decision 359). A module
 * of its own: the payment machine (in the purchase chunk) and the page-load rules (in the entry)
 * both read it, and neither pulls the other in.
 */
export const EXPIRED_PAYMENT_HOME = '/?payment=expired';

/**
 * Whether the address carries the expired-payment query; it is taken out of the address at once,
 * so a reload or a shared link does not say it again.
 */
export function takeExpiredPaymentQuery(): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.get('payment') !== 'expired') return false;
  params.delete('payment');
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
  );
  return true;
}
