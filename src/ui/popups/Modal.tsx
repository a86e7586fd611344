import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { POPUP_REMOVAL_MS } from '../../lib/timings';
import { CloseIcon } from '../icons';
import { focusableIn, trapTab } from './focusTrap';
import { lockScroll } from './scrollLock';
import './popups.css';

export type ModalSize = 'small' | 'medium' | 'wide' | 'video';

export interface ModalProps {
  /** Accessible name of the dialog. */
  label: string;
  /** Called after the exit animation, when the popup must leave the DOM. */
  onClosed: () => void;
  size?: ModalSize;
  /** The popup body; `close` starts the exit animation. */
  children: (close: () => void) => ReactNode;
}

/**
 * One popup frame for every popup: focus moves in and is trapped, Esc / the close button / the
 * backdrop close it, body scroll is locked, and removal waits POPUP_REMOVAL_MS so the exit
 * animation plays (spec section 4, Popups). Focus that a changing view drops is taken back in.
 * Focus returns where it was.
 */
export function Modal({ label, onClosed, size = 'medium', children }: ModalProps) {
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onClosedRef = useRef(onClosed);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const titleId = useId();

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  // Read by the focus keeper below at once, not a render later.
  const closingRef = useRef(false);
  const close = useCallback(() => {
    if (timerRef.current !== null) return;
    closingRef.current = true;
    setClosing(true);
    timerRef.current = setTimeout(() => onClosedRef.current(), POPUP_REMOVAL_MS);
  }, []);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const unlock = lockScroll();
    // The first control of the body, else the dialog itself: landing on the close button
    // would make Enter dismiss a popup the visitor has not read yet.
    const focusFirst = (root: HTMLElement) => {
      const body = root.querySelector<HTMLElement>('.popup__body');
      const first = body ? focusableIn(body)[0] : undefined;
      (first ?? root).focus();
    };
    if (dialog) focusFirst(dialog);
    // A step or view that removes the control holding the focus ('Продолжить', 'Отправить')
    // drops the focus to the page, where Esc and Tab no longer reach the popup: it goes to the
    // new view's first control instead (a view may take it first, to its title, say). A field
    // the buyer left on purpose (a phone's keyboard closed) is still there: it stays left.
    let lastFocused: Element | null = document.activeElement;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const dropped = (active === null || active === document.body) && !lastFocused?.isConnected;
      if (dialog && dropped && !closingRef.current && dialog.isConnected) focusFirst(dialog);
    });
    if (dialog) {
      dialog.addEventListener('focusin', onFocusIn);
      observer.observe(dialog, { childList: true, subtree: true });
    }
    return () => {
      observer.disconnect();
      dialog?.removeEventListener('focusin', onFocusIn);
      unlock();
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      // Back where it was, unless another popup opened meanwhile has it (a payment's outcome
      // replaces the purchase popup): only a focus left on the page or in this one is moved.
      const active = document.activeElement;
      const ours = active === null || active === document.body || dialog?.contains(active);
      if (ours && previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (dialogRef.current) trapTab(event.nativeEvent, dialogRef.current);
  }

  return createPortal(
    <div className={`popup-layer${closing ? ' popup-layer--closing' : ''}`}>
      <div className="popup-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={`popup popup--${size}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-describedby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="popup__close" onClick={close} aria-label="Закрыть окно">
          <CloseIcon />
        </button>
        <div id={titleId} className="popup__body">
          {children(close)}
        </div>
      </div>
    </div>,
    document.body,
  );
}
