import { atom } from 'jotai';

/** Film ids in the visitor's wishlist ('Хочу сходить'); empty for a guest. */
export const wishlistAtom = atom<number[]>([]);
