import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { CurrentCity } from './cityRules';
import { readCurrentCity, saveCurrentCity } from './cityStorage';

/** The visitor's stored choice; read from storage on first use. */
export const currentCityAtom = atomWithLazy<CurrentCity | null>(readCurrentCity);

/** The server's geo guess for a visitor who has not chosen yet. */
export const suggestedCityIdAtom = atom<number | null>(null);

/** Chooses a city and cinema: stores it, sets the cookie, and the playbill reloads. */
export const chooseCityAtom = atom(null, (_get, set, choice: CurrentCity) => {
  saveCurrentCity(choice);
  set(currentCityAtom, choice);
});
