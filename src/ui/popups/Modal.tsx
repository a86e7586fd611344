import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { POPUP_REMOVAL_MS } from '../../lib/timings';
import { CloseIcon } from '../icons';
import { AnnounceProvider, LiveRegion, createAnnouncer } from './announce';
import { GUARD_ATTRIBUTE, guardFocused, newFocusGuards, tabbableIn, trapTab } from './focusTrap';
import { ErrorBoundary } from '../ErrorBoundary';
import { keepFocusIn } from '../keepFocus';
import { PopupFailed } from './PopupFailed';
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
 * Where the focus goes after a popup that nothing opened (the city question of a first visit, an
 * unpaid order's popup on page load) or whose opener has gone: the page's main content, the
 * skip link's target (Layout), not <body>, where Tab would start over from the browser's top.
 */
function pageContent(): HTMLElement | null {
  return document.getElementById('main');
}

/**
 * Where the focus goes when this popup closes and its opener has gone: the topmost other popup
 * still open (an alert over the purchase popup), else the page's main content. Focus behind an
 * open modal popup would leave Esc and Tab nowhere.
 */
function nextHome(closing: HTMLElement | null): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')];
  return open.filter((d) => d !== closing).at(-1) ?? pageContent();
}

/**
 * Each open popup's place on the page: the control outside any popup that the chain of popups
 * leading to it was opened from. A popup opened from inside another (a payment's outcome from the
 * purchase popup, which then closes) gives the focus back there when its own opener has gone
 * (decision 460: it went to the page's main content).
 */
const pageOpeners = new WeakMap<Element, HTMLElement | null>();

/**
 * One popup frame for every popup: focus moves in and is trapped, Esc / the close button / the
 * backdrop close it, body scroll is locked, and removal waits POPUP_REMOVAL_MS so the exit
 * animation plays (spec section 4, Popups). Focus that a changing view drops is taken back in.
 * Focus returns where it was, or to the page's main content when nothing had it (a popup that
 * opened by itself). A view may take the first focus itself (a confirmation's 'Нет'), and may
 * say things to a screen reader through the popup's live region (useAnnounce).
 */
export function Modal({ label, onClosed, size = 'medium', children }: ModalProps) {
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onClosedRef = useRef(onClosed);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const titleId = useId();
  // What had the focus when the popup opened, read at its first render: a view that takes the
  // focus as it mounts does so before this popup's effects run.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const [pageOpener] = useState(() => {
    const under = opener?.closest('[role="dialog"]');
    return under ? (pageOpeners.get(under) ?? null) : opener;
  });
  const [announcer] = useState(createAnnouncer);
  /** The control a view focused itself as the popup opened (a confirmation's 'Нет'). */
  const taken = useRef<HTMLElement | null>(null);
  const [guards] = useState(newFocusGuards);

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
    const dialog = dialogRef.current;
    if (dialog) pageOpeners.set(dialog, pageOpener);
    const unlock = lockScroll();
    // The first control of the body that Tab stops at, else the dialog itself: landing on the
    // close button would make Enter dismiss a popup the visitor has not read yet.
    const focusFirst = (root: HTMLElement) => {
      const body = root.querySelector<HTMLElement>('.popup__body');
      const first = body ? tabbableIn(body)[0] : undefined;
      (first ?? root).focus();
    };
    // A view that took the focus as it mounted keeps it: a confirmation of a cancel opens on
    // 'Нет', never on 'Да, отменить', which an Enter pressed again would press (decision 396).
    // Kept in a ref, so that StrictMode's second run of this effect finds it too.
    const active = document.activeElement;
    if (dialog && active instanceof HTMLElement && dialog.contains(active)) taken.current = active;
    if (dialog) {
      if (taken.current?.isConnected && dialog.contains(taken.current)) taken.current.focus();
      else focusFirst(dialog);
    }
    // A step or view that removes the control holding the focus ('Продолжить', 'Отправить')
    // drops the focus to the page, where Esc and Tab no longer reach the popup: it goes to the
    // new view's first control instead (a view may take it first, to its title, say).
    const stopKeeping = dialog
      ? keepFocusIn(
          dialog,
          () => focusFirst(dialog),
          () => closingRef.current,
        )
      : () => {};
    return () => {
      stopKeeping();
      unlock();
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      // Back where it was, unless another popup opened meanwhile has it (a payment's outcome
      // replaces the purchase popup): only a focus left on the page or in this one is moved.
      const active = document.activeElement;
      const ours = active === null || active === document.body || dialog?.contains(active);
      if (!ours) return;
      if (opener?.isConnected) return opener.focus();
      const home = nextHome(dialog);
      // No other popup left open: the page control this chain of popups began at.
      if (home === pageContent() && pageOpener?.isConnected) pageOpener.focus();
      else home?.focus({ preventScroll: true });
    };
  }, [opener, pageOpener]);

  function onGuard(end: boolean) {
    if (dialogRef.current) guardFocused(dialogRef.current, guards, end);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (dialogRef.current) trapTab(event.nativeEvent, dialogRef.current, guards);
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
        <FocusGuard ref={(el) => void (guards.start = el)} onFocus={() => onGuard(false)} />
        <button type="button" className="popup__close" onClick={close} aria-label="Закрыть окно">
          <CloseIcon />
        </button>
        <div id={titleId} className="popup__body">
          <AnnounceProvider value={announcer.say}>
            <ErrorBoundary fallback={<PopupFailed />}>{children(close)}</ErrorBoundary>
          </AnnounceProvider>
        </div>
        <LiveRegion announcer={announcer} />
        <FocusGuard ref={(el) => void (guards.end = el)} onFocus={() => onGuard(true)} />
      </div>
    </div>,
    document.body,
  );
}

/** An empty Tab stop at a dialog's edge (focusTrap's GUARD_ATTRIBUTE): never seen, never read. */
function FocusGuard({ ref, onFocus }: { ref: Ref<HTMLSpanElement>; onFocus: () => void }) {
  return (
    <span
      ref={ref}
      tabIndex={0}
      className="popup__guard"
      onFocus={onFocus}
      {...{ [GUARD_ATTRIBUTE]: '' }}
    />
  );
}
