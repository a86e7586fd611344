import { atom, getDefaultStore } from 'jotai';

/**
 * Counts the sign-ins of this page view. The header's corner reads the remembered USER_ID as it
 * renders, and it renders again on a new address; a sign-in that stays on its page (by code,
 * with the 'Придумайте пароль' popup still to answer) changes no address, so the header moves
 * on this instead (decision 446).
 */
export const signInsAtom = atom(0);

/** Tells the page that the browser has just signed in (after rememberSignIn). */
export function noteSignedIn(store = getDefaultStore()): void {
  store.set(signInsAtom, (n) => n + 1);
}
