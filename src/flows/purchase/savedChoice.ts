/**
 * The purchase popup's saved choice (spec section 2, Login step; section 4, Saved choice): before
 * a login link is followed, the seats, the session and the page path go to client storage under
 * userChooseInfo; when the buyer is back on that page, the #buy popup reopens with them.
 * `previousPage` is also where /login sends the buyer after signing in (flows/auth/returnTo.ts).
 */
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';

/**
 * How long a saved choice stays good. The spec's "30 (time unit not shown)" for the stored choice
 * is read as minutes: seats chosen longer ago are likely sold, and a stale choice must not
 * reopen a popup days later (docs/decisions/092).
 */
export const SAVED_CHOICE_TTL_MS = 30 * 60 * 1000;

export interface SavedChoice {
  /** The path (with the query, without the hash) the popup was open on. */
  previousPage: string;
  session: number;
  /** Place ids of the chosen seats. */
  place: number[];
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /**
   * 'checkout' when the buyer left from checkout (its 'Вход в кабинет'): the popup reopens there,
   * not at the seat map (beside the spec's three fields, decision 431).
   */
  step?: 'checkout';
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isSavedChoice(value: unknown): value is SavedChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Record<string, unknown>;
  return (
    typeof choice.previousPage === 'string' &&
    choice.previousPage.startsWith('/') &&
    !choice.previousPage.startsWith('//') &&
    isId(choice.session) &&
    Array.isArray(choice.place) &&
    choice.place.every(isId) &&
    typeof choice.savedAt === 'number' &&
    (choice.step === undefined || choice.step === 'checkout')
  );
}

/** The page the buyer is on, as the choice remembers it: path and query, no hash. */
export function currentPage(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  return `${location.pathname}${location.search}`;
}

/**
 * Remembers the choice before the buyer leaves to sign in (or the page reloads after it);
 * `step` 'checkout' when they leave from checkout.
 */
export function saveChoice(
  session: number,
  place: readonly number[],
  { now = Date.now(), step }: { now?: number; step?: 'checkout' } = {},
): void {
  const choice: SavedChoice = {
    previousPage: currentPage(),
    session,
    place: [...place],
    savedAt: now,
    ...(step ? { step } : {}),
  };
  writeStored(STORAGE_KEYS.userChooseInfo, choice);
}

export function readSavedChoice(): SavedChoice | null {
  return readStored<SavedChoice | null>(
    STORAGE_KEYS.userChooseInfo,
    (v): v is SavedChoice | null => isSavedChoice(v),
    null,
  );
}

export function clearSavedChoice(): void {
  removeStored(STORAGE_KEYS.userChooseInfo);
}

/**
 * What to do with a saved choice on page load: 'restore' when the current page is the one it
 * was saved on and it is still fresh; 'drop' when it is stale; 'keep' otherwise (the buyer is
 * on /login, on the way back to the page).
 */
export function savedChoiceAction(
  choice: SavedChoice | null,
  page: string,
  now = Date.now(),
): 'restore' | 'drop' | 'keep' | 'none' {
  if (!choice) return 'none';
  if (now - choice.savedAt > SAVED_CHOICE_TTL_MS || choice.savedAt > now) return 'drop';
  return choice.previousPage === page ? 'restore' : 'keep';
}

/**
 * Where the popup starts with seats waiting for it: at the seat map, one step past it (the info
 * step or checkout), or at checkout.
 */
export type RestoredStep = 'scheme' | 'next' | 'checkout';

/**
 * The choice being restored on this page load, or handed over by the watch view (module state:
 * read by the lazy #buy popup), and the step it starts at.
 */
let restored: { session: number; place: number[]; step: RestoredStep } | null = null;

/** Seats kept at the strip's times, on their way to the popup of the time picked (below). */
let carried: { to: number; kept: KeptSeats; at: number } | null = null;
const CARRY_HOLD_MS = 10_000;

/**
 * The watch view's 'Оформить заказ' (#my_places): the #buy popup it opens next starts with these
 * seats (those still free) and goes on past the seat map, to the info step or checkout.
 */
export function handOverSeats(session: number, place: readonly number[]): void {
  restored = { session, place: [...place], step: 'next' };
}

/**
 * The browser's Back closed the popup (decision 390): the seats wait for its next opening of
 * this session in this page view (Forward, or the session pressed again), at the seat map.
 */
export function keepSeats(session: number, place: readonly number[]): void {
  restored = { session, place: [...place], step: 'scheme' };
}

/** The step the seats waiting for this session's popup start at ('scheme' when none wait). */
export function restoredStep(session: number): RestoredStep {
  return restored?.session === session ? restored.step : 'scheme';
}

/**
 * On page load: a saved choice whose previous page is this page reopens the #buy popup with that
 * session (the seats wait here for the popup, at the step it was saved at), and the stored
 * choice is cleared; a stale one is dropped; one saved on another page stays for when the buyer
 * gets there.
 */
export function restoreSavedChoice(
  open: (session: number) => void,
  page = currentPage(),
  now = Date.now(),
): boolean {
  const choice = readSavedChoice();
  const action = savedChoiceAction(choice, page, now);
  if (action === 'drop') clearSavedChoice();
  if (action !== 'restore' || !choice) return false;
  clearSavedChoice();
  restored = {
    session: choice.session,
    place: choice.place,
    step: choice.step === 'checkout' ? 'checkout' : 'scheme',
  };
  open(choice.session);
  return true;
}

/** The restored seats for this session's popup, or null. Reading does not consume them. */
export function restoredSeatsFor(session: number): number[] | null {
  return restored && restored.session === session ? restored.place : null;
}

/** The popup has started with the restored seats: a later opening starts afresh. */
export function forgetRestoredSeats(): void {
  restored = null;
}

/**
 * The popup of the time picked has taken the seats carried to it: a later opening (the session
 * pressed again after this popup was closed on its spinner) starts with nothing kept.
 */
export function forgetCarriedSeats(): void {
  carried = null;
}

/** Seats chosen at the strip's times the buyer left, by session (decision 429). */
export type KeptSeats = ReadonlyMap<number, readonly string[]>;

/**
 * Another time picked in the popup's strip replaces the #buy address, and the popup host opens
 * that session's popup afresh: the seats kept at the times left are carried over to it here.
 * Taken by the popup of that session as it mounts; one that never came (a load that failed, a
 * popup closed on its spinner) lapses, so no later popup starts with them.
 */
export function carryKeptSeats(to: number, kept: KeptSeats, now = Date.now()): void {
  carried = { to, kept, at: now };
}

/**
 * The seats carried over to this session's popup (empty when none). Reading does not consume
 * them (a dev build's StrictMode reads twice); the popup forgets them once it has mounted.
 */
export function takeKeptSeats(session: number, now = Date.now()): KeptSeats {
  const carry = carried;
  return carry && carry.to === session && now - carry.at < CARRY_HOLD_MS ? carry.kept : new Map();
}

/** Said when seats waiting for a popup were taken meanwhile (the watch view says it too). */
export const SEATS_TAKEN_TEXT = 'Некоторые места уже заняли, они убраны из выбора.';

/**
 * The seats waiting for a session's popup (saved before signing in, kept at a time left, handed
 * over by the watch view) that are still free, and the words for those that are not: a buyer
 * who chose two seats together came back from signing in with one and no word why (429).
 */
export function stillFree(
  wanted: readonly number[] | undefined,
  places: ReadonlyArray<{ id: number; status: number }>,
): { selection: string[] | undefined; notice: string } {
  if (!wanted) return { selection: undefined, notice: '' };
  const free = new Set(places.filter((p) => p.status === 1).map((p) => p.id));
  const selection = wanted.filter((id) => free.has(id)).map(String);
  return { selection, notice: selection.length < wanted.length ? SEATS_TAKEN_TEXT : '' };
}
