/**
 * Keeps Tab and Shift+Tab inside a dialog, by the browser's own tab order. `tabbable` (the
 * library focus-trap uses) knows what the browser skips: the radios of a group other than its
 * Tab stop, disabled and inert controls, hidden ones (display: none, visibility: hidden, inside
 * a closed <details>) and tabindex=-1. A selector of its own counted the unchecked 'Пушкинская
 * карта' after the checked card's buy button as the last control, so Tab from that button left
 * the popup (decision 396).
 */
import { isFocusable, tabbable, type CheckOptions } from 'tabbable';

/**
 * tabbable's display check reads each element's boxes. A document that is not laid out (jsdom,
 * in the unit tests) gives no element a box, so every control would count as hidden: there only
 * the checks that need no layout are made.
 */
function checkOptions(): CheckOptions {
  const laidOut = document.documentElement.getClientRects().length > 0;
  return { displayCheck: laidOut ? 'full' : 'none' };
}

/** `b` comes after `a` in the document (a descendant of `a` too). */
function follows(a: Node, b: Node): boolean {
  return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/** The browser's order: positive tabindex values first, by value, then the document's order. */
function byTabOrder(a: HTMLElement, b: HTMLElement): number {
  const first = a.tabIndex > 0 ? a.tabIndex : Infinity;
  const second = b.tabIndex > 0 ? b.tabIndex : Infinity;
  if (first !== second) return first - second;
  if (a === b) return 0;
  return follows(a, b) ? -1 : 1;
}

/**
 * The controls of `root` that Tab stops at, in the browser's order. tabbable gives them in that
 * order in a browser; jsdom's selector engine returns the matches of a selector list grouped by
 * selector (every input before every button), so they are put in order here again.
 */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  const options = checkOptions();
  // tabbable leaves frames out, and Tab does stop at one: the bank's page in the payment step
  // must stay reachable when nothing follows it.
  const frames = [...root.querySelectorAll('iframe')].filter(
    (frame) => frame.tabIndex >= 0 && isFocusable(frame, options),
  );
  return [...tabbable(root, options), ...frames]
    .filter((el) => el instanceof HTMLElement)
    .filter((el) => !el.hasAttribute(GUARD_ATTRIBUTE))
    .sort(byTabOrder);
}

/** Two radios of one group: Tab passes the group as one stop. */
function sameRadioGroup(a: Element, b: Element): boolean {
  return (
    a instanceof HTMLInputElement &&
    b instanceof HTMLInputElement &&
    a.type === 'radio' &&
    b.type === 'radio' &&
    a.name !== '' &&
    a.name === b.name &&
    a.form === b.form
  );
}

/**
 * Where Tab (or Shift+Tab with `backwards`) must send the focus from `from` so that it stays
 * in `root`: the other end, when no Tab stop of `root` lies that way; null when the browser's
 * own move stays inside; from the dialog itself, its first stop (or last). Judged by place, not by `from` being the last stop, so that a focus on
 * something that is no stop itself (a step's title, a radio of a group with none checked) goes
 * round too.
 */
export function wrapTarget(
  root: HTMLElement,
  from: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const items = tabbableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return root;
  // The dialog's own frame (where a popup puts the focus as it opens) is before every stop:
  // the browser's Tab from it would land on the start guard, which sends the focus to the end.
  if (!from || from === root || !root.contains(from)) return backwards ? last : first;
  const ahead = items.some(
    (item) =>
      item !== from &&
      !sameRadioGroup(item, from) &&
      (backwards ? follows(item, from) : follows(from, item)),
  );
  if (ahead) return null;
  return backwards ? last : first;
}

/**
 * The attribute of a dialog's two focus guards: empty Tab stops at its very start and end. Keys
 * pressed in a frame (the bank's card page) go to the frame's document, never to the dialog's
 * key handler, so Tab from the frame's last field is the browser's own move, out of the frame
 * to the next stop of the page: the end guard, which sends the focus round to the dialog's
 * first stop (decision 403). The guards are no stops of `tabbableIn`.
 */
export const GUARD_ATTRIBUTE = 'data-focus-guard';

export interface FocusGuards {
  start: HTMLElement | null;
  end: HTMLElement | null;
  /** Set while the trap itself puts the focus on a guard, so that the guard lets it be. */
  passing: boolean;
}

export function newFocusGuards(): FocusGuards {
  return { start: null, end: null, passing: false };
}

/**
 * A guard took the focus: the trap's own move lets it be, for the browser's Tab to go on from
 * there; anything else came from a frame at the edge, and goes round to the other end.
 */
export function guardFocused(root: HTMLElement, guards: FocusGuards, end: boolean): void {
  if (guards.passing) {
    guards.passing = false;
    return;
  }
  const items = tabbableIn(root);
  (end ? items[0] : items.at(-1))?.focus();
}

/**
 * Moves focus to the other end when Tab would leave `root`. An end that is a frame is not
 * focused by script (that would focus the frame's page, not its first or last field): the focus
 * is put on the guard beside it, and the browser's own Tab goes on from the guard into the
 * frame's nearest field, as it does when a frame sits between two stops.
 */
export function trapTab(event: KeyboardEvent, root: HTMLElement, guards?: FocusGuards): void {
  // A control inside that moved the focus itself (a step's title sends Tab on to its panel)
  // has done the Tab's work: judged again from there, a last control would go round (429).
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const target = wrapTarget(root, document.activeElement, event.shiftKey);
  if (!target) return;
  const guard = event.shiftKey ? guards?.end : guards?.start;
  if (target instanceof HTMLIFrameElement && guards && guard?.isConnected) {
    guards.passing = true;
    guard.focus();
    return;
  }
  event.preventDefault();
  target.focus();
}
