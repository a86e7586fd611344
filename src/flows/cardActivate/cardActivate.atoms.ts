import { atom } from 'jotai';

/**
 * Counts the cards bound in this page view: the bonus page and the header's balance load the
 * profile again when it moves (the popup opens over any page).
 */
export const cardActivationsAtom = atom(0);
