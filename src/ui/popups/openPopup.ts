import { popupHash, type PopupAnchor } from './hash';

/**
 * Opens an anchor popup from code. The hash is replaced, not pushed, so Back does not reopen a
 * popup the visitor already closed.
 */
export function openPopup(anchor: PopupAnchor, param?: string | number): void {
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${popupHash(anchor, param)}`,
  );
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
