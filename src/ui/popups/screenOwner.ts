/**
 * One popup owns the screen at a time (docs/decisions/112). Anchor popups (the URL hash, one at
 * a time in PopupHost) are what the visitor asked for; the automatic popups of page load (the
 * unpaid-order popup) give way to them: they do not open while an anchor popup is asked for, and
 * close when one opens. Alerts are the answers to what was just done and show above either.
 */
import { parsePopupHash } from './hash';
import { registeredPopup } from './registry';

/** The address asks for an anchor popup that some feature has registered. */
export function anchorPopupRequested(hash: string = window.location.hash): boolean {
  const target = parsePopupHash(hash);
  return target !== null && registeredPopup(target.anchor) !== undefined;
}

/**
 * Calls `giveWay` when an anchor popup opens (a link, openPopup, Back); returns the unsubscribe.
 * For automatic popups, which must not stay under (or over) the one the visitor opened.
 */
export function whenAnchorPopupOpens(giveWay: () => void): () => void {
  const check = () => {
    if (anchorPopupRequested()) giveWay();
  };
  window.addEventListener('hashchange', check);
  window.addEventListener('popstate', check);
  return () => {
    window.removeEventListener('hashchange', check);
    window.removeEventListener('popstate', check);
  };
}
