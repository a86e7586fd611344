import { atom, getDefaultStore } from 'jotai';

/**
 * Counts the profile saves of this page view (the profile form, the fill-in popup): the header's
 * corner loads the profile again when it moves, so the buyer's name and photo there are the ones
 * just saved (spec section 4: after a successful save the profile is reloaded; decision 386).
 */
export const profileSavesAtom = atom(0);

/** Tells the page that the profile was saved. */
export function noteProfileSaved(store = getDefaultStore()): void {
  store.set(profileSavesAtom, (n) => n + 1);
}
