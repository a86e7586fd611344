/**
 * The city choice kept in the browser: currentCity and askCity in localStorage (spec section 3)
 * and a `city` cookie so the server's user/geo answers validate 'Y' for a chosen city.
 */
import { readStored, writeStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { isCurrentCity, type CurrentCity } from './cityRules';

/** The spec keeps the choice "for 30" with no unit given: 30 days. */
const CITY_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function readCurrentCity(): CurrentCity | null {
  return readStored<CurrentCity | null>(
    STORAGE_KEYS.currentCity,
    (value): value is CurrentCity | null => isCurrentCity(value),
    null,
  );
}

export function saveCurrentCity(choice: CurrentCity): void {
  writeStored(STORAGE_KEYS.currentCity, choice);
  document.cookie = `city=${choice.cityId}; path=/; max-age=${CITY_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** When the city question was last shown (ms since epoch), or null. */
export function readAskCityStamp(): number | null {
  return readStored<number | null>(
    STORAGE_KEYS.askCity,
    (v): v is number | null => isNumber(v),
    null,
  );
}

export function saveAskCityStamp(now: number): void {
  writeStored(STORAGE_KEYS.askCity, now);
}
