import { useEffect, useEffectEvent } from 'react';
import { parsePopupHash } from '../../ui/popups/hash';
import { PAYMENT_STEPS, type PurchaseStep } from './purchaseMachine';
import { keepSeats } from './savedChoice';

/**
 * The browser's Back (a phone's Back button or gesture) leaves this session's #buy address and so
 * closes the popup; the seats chosen are kept for its next opening of the session in this page
 * view, where the popup's own close button forgets them (decision 390). On the payment steps the
 * order holds its seats (its unpaid-order note and popup take over), so nothing is kept there.
 */
export function useKeepSeatsOnBack(
  sessionId: number,
  selection: readonly string[],
  step: PurchaseStep,
): void {
  const onPopState = useEffectEvent(() => {
    const target = parsePopupHash(window.location.hash);
    if (target?.anchor === 'buy' && target.param === String(sessionId)) return;
    if (selection.length === 0 || PAYMENT_STEPS.has(step)) return;
    keepSeats(sessionId, selection.map(Number));
  });
  useEffect(() => {
    const listener = () => onPopState();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
}
