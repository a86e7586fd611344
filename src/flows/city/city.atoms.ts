import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { CurrentCity } from './cityRules';
import { readCurrentCity, saveAskCityStamp, saveCurrentCity } from './cityStorage';

/** The visitor's stored choice; read from storage on first use. */
export const currentCityAtom = atomWithLazy<CurrentCity | null>(readCurrentCity);

/** The server's geo guess for a visitor who has not chosen yet. */
export const suggestedCityIdAtom = atom<number | null>(null);

/**
 * The visitor chooses a city and cinema (the chooser, a cinema's page): stores it, sets the
 * cookie, and the playbill reloads. A choice answers the city question: it is stamped as asked,
 * so the question does not pop up over the playbill just chosen (decision 435).
 */
export const chooseCityAtom = atom(null, (_get, set, choice: CurrentCity) => {
  saveCurrentCity(choice);
  saveAskCityStamp(Date.now());
  set(currentCityAtom, choice);
});

/**
 * The city of an earlier choice that the server still knows (user/geo's 'Y': the city cookie
 * outlived the storage): stored as the choice, but the question is not stamped, so a first
 * visit still asks to confirm it.
 */
export const adoptGeoCityAtom = atom(null, (_get, set, choice: CurrentCity) => {
  saveCurrentCity(choice);
  set(currentCityAtom, choice);
});
