/**
 * When the city question pops up, and which city and cinema the site shows. Pure, so the rules
 * are tested with plain numbers (docs/decisions/021-city-question.md).
 */
import type { Cinema, City } from '@softkino/contract';
import { BRAND } from '@softkino/contract/brand';
import { CITY_ASK_DAILY_MS, CITY_REASK_MS } from '../../lib/timings';

export interface CurrentCity {
  cityId: number;
  /** null: every cinema of the city. */
  cinemaId: number | null;
}

/**
 * Ask on the first visit (no stamp). A visitor who has not chosen yet is asked again at most
 * once a day; one who has chosen is asked to confirm 48 hours after the last question. A stamp
 * in the future (a changed clock) counts as just asked.
 */
export function shouldAskCity(now: number, askCityStamp: number | null, hasCurrentCity: boolean) {
  if (askCityStamp === null || !Number.isFinite(askCityStamp)) return true;
  const elapsed = now - askCityStamp;
  if (elapsed < 0) return false;
  return elapsed >= (hasCurrentCity ? CITY_REASK_MS : CITY_ASK_DAILY_MS);
}

export interface ResolvedPlace {
  city: City;
  cinema: Cinema | null;
}

/**
 * The city and cinema to show: the stored choice when it still exists, else the server's geo
 * guess, else the default city (Челябинск), else the first city.
 */
export function resolvePlace(
  cities: City[],
  current: CurrentCity | null,
  suggestedCityId: number | null,
): ResolvedPlace | null {
  const byId = (id: number | null) => (id === null ? undefined : cities.find((c) => c.id === id));
  const stored = current ? byId(current.cityId) : undefined;
  const city =
    stored ??
    byId(suggestedCityId) ??
    cities.find((c) => c.name === BRAND.defaultCity) ??
    cities[0];
  if (!city) return null;
  const cinemaId = stored && current ? current.cinemaId : null;
  const cinema = city.cinemas.find((item) => item.id === cinemaId) ?? null;
  // A city with one cinema has nothing to choose between: show that cinema.
  return { city, cinema: cinema ?? (city.cinemas.length === 1 ? (city.cinemas[0] ?? null) : null) };
}

/** The stored value's shape check (storage may hold anything). */
export function isCurrentCity(value: unknown): value is CurrentCity {
  if (typeof value !== 'object' || value === null) return false;
  const { cityId, cinemaId } = value as Record<string, unknown>;
  return Number.isInteger(cityId) && (cinemaId === null || Number.isInteger(cinemaId as number));
}

/**
 * The pages whose content is the chosen city's: the playbill ('/', '/afisha'), a film's page
 * and, for a signed-in visitor, the wishlist, with their sessions in the city (a guest's
 * wishlist only asks to sign in). Only there does the city question pop up (decisions 021,
 * 435): every other page shows the same whatever the city, and the question over it only
 * stands between the visitor and the page (an order's tickets at the cinema's door, decision
 * 107; the sign-in; a cinema's own page, which may be another city's; the news; the lists of
 * boards).
 */
export function asksCityOnPage(pathname: string, signedIn: boolean): boolean {
  if (/^\/profile\/wishlist\/?$/i.test(pathname)) return signedIn;
  return /^\/((afisha)?|film\/[^/]+)\/?$/i.test(pathname);
}
