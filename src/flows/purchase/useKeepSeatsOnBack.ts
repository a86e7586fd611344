import { useEffect, useRef } from 'react';
import { parsePopupHash } from '../../ui/popups/hash';
import { PAYMENT_STEPS, type PurchaseStep } from './purchaseMachine';
import { keepSeats } from './savedChoice';

/**
 * The browser's Back (a phone's Back button or gesture) leaves the #buy address and so closes the
 * popup; the seats chosen are kept for its next opening of the session in this page view, where
 * the popup's own close button forgets them (decision 390). Once an order exists its seats are
 * the order's (its unpaid-order note and popup take over), so nothing is kept then.
 */
export function useKeepSeatsOnBack(
  sessionId: number,
  selection: readonly string[],
  step: PurchaseStep,
): void {
  const latest = useRef({ sessionId, selection, step });
  latest.current = { sessionId, selection, step };
  useEffect(() => {
    function onPopState() {
      if (parsePopupHash(window.location.hash)?.anchor === 'buy') return;
      const now = latest.current;
      if (now.selection.length === 0 || PAYMENT_STEPS.has(now.step)) return;
      keepSeats(now.sessionId, now.selection.map(Number));
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
