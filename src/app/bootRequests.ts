import { ORDER_ID_PATTERN, TICKET_TOKEN_PATTERN, lobbyTarget } from '@softkino/contract/addresses';
import type { InlineFollowUp } from '../api/earlyGets';
import { apiUrl } from '../api/url';
import { storedUserId } from '../flows/auth/session';
import { readCurrentCity } from '../flows/city/cityStorage';

/** A film's or a cinema's address: its slug (the server makes them of these characters). */
const FILM_PAGE = /^\/film\/([a-z0-9-]+)\/?$/;
const CINEMA_PAGE = /^\/cinema\/([a-z0-9-]+)\/?$/;
const NEWS_ITEM = /^\/news\/([a-z0-9-]+)\/?$/;
/** A cinema's lobby board (issue 16): full screen, outside the page frame (not /lobby, the list). */
const LOBBY_BOARD = /^\/lobby\/([^/]+)\/?$/;
/** The profile's wishlist: the account's film ids and its city's playbill. */
const WISHLIST_PAGE = /^\/profile\/wishlist\/?$/;
/** The profile's bonus page: the card's accrual history, its first page. */
const BONUSES_PAGE = /^\/profile\/bonuses\/?$/;
/** The profile's settings: whether a new password needs the current one (decision 449). */
const SETTINGS_PAGE = /^\/profile\/settings\/?$/;

/** A board named by its cinema's slug, which the board finds in the cities. */
function isSlugBoard(segment: string): boolean {
  const target = lobbyTarget(segment);
  return target !== null && 'slug' in target;
}

/** What the boot knows of the visitor from the browser's storage. */
export interface BootVisitor {
  /** USER_ID is stored: the browser remembers a sign-in. */
  signedIn: boolean;
  /**
   * The stored currentCity's city (null: none chosen, so CityAsk asks user/geo for one). The
   * page shows that city unless the visitor changes it, so a page that reads the city's data can
   * ask for it while the page boots; a changed city leaves that GET untaken, nothing more.
   */
  cityId: number | null;
}
/** `/<section>/<id>/?`: the id in the address of an order's or a ticket link's page. */
function idIn(path: string, section: string, shape: RegExp): string | null {
  const m = new RegExp(`^/${section}/([^/]+)/?$`).exec(path);
  return m?.[1] && shape.test(m[1]) ? m[1] : null;
}

/**
 * The GETs a page's screens will make first and that need nothing the page learns later (the
 * city only as stored): started while the page boots (src/app/pageStart.ts, src/app/boot.tsx,
 * http.startEarly), so they are on their way while the screens' code loads, the city is resolved
 * and the screens mount (decisions 334, 421, 423). Each URL is the one its screen asks for, built
 * by the same apiUrl.
 */
export function bootRequests(path: string, visitor: BootVisitor): string[] {
  const urls: string[] = [];
  // Every page of a signed-in browser asks for the profile: the header's corner at least.
  if (visitor.signedIn) urls.push(apiUrl('v2/user/'));
  // The page frame's (the lobby board has none): the header's cities, the banner's notice, and
  // the visitor's city by the address when none is chosen (CityAsk) (decision 421). A board named
  // by its cinema's slug finds the cinema in the cities (decision 432).
  const board = LOBBY_BOARD.exec(path)?.[1];
  if (board === undefined) {
    urls.push(apiUrl('v1/cinema/cities/'), apiUrl('v2/cinema/covid/'));
    if (visitor.cityId === null) urls.push(apiUrl('v1/user/geo/'));
  } else if (isSlugBoard(board)) {
    urls.push(apiUrl('v1/cinema/cities/'));
  }
  // The wishlist (signed in): its film ids and the stored city's whole playbill (decision 423).
  if (visitor.signedIn && WISHLIST_PAGE.test(path)) urls.push(apiUrl('v1/user/wishlist/'));
  if (visitor.signedIn && BONUSES_PAGE.test(path)) urls.push(apiUrl('v2/user/bonus/history/'));
  if (visitor.signedIn && SETTINGS_PAGE.test(path)) urls.push(apiUrl('v1/user/setpass/'));
  if (visitor.cityId !== null) urls.push(...cityRequests(path, visitor.signedIn, visitor.cityId));
  const film = FILM_PAGE.exec(path);
  if (film) urls.push(apiUrl('v1/films/film/', { slug: film[1] }));
  const cinema = CINEMA_PAGE.exec(path);
  if (cinema) urls.push(apiUrl('v1/cinema/', { slug: cinema[1] }));
  const news = NEWS_ITEM.exec(path);
  if (news?.[1]) urls.push(apiUrl(`v1/news/${encodeURIComponent(news[1])}/`));
  // The order page and the e-mail's tickets page: their own browser's order, a link's tickets.
  const order = idIn(path, 'order', ORDER_ID_PATTERN);
  if (order) urls.push(apiUrl('v1/order/', { id: Number(order) }));
  const token = idIn(path, 'tickets', TICKET_TOKEN_PATTERN);
  if (token) urls.push(apiUrl('v1/tickets/', { token }));
  return urls;
}

/**
 * The GETs of a city's data that the page at `path` shows first, as its screen asks for them: a
 * signed-in wishlist's playbill of the whole city (useWishlistPage, decisions 423 and 425). Not
 * the home page's: its playbill names the cinema of a city that has one (resolvePlace), which the
 * boot cannot tell before the cities answer (decision 425).
 */
export function cityRequests(path: string, signedIn: boolean, cityId: number): string[] {
  return showsCityPlaybill(path, signedIn)
    ? [apiUrl('v1/films/playbill/', { city: cityId, cinema: undefined })]
    : [];
}

/** Whether the page at `path` has cityRequests: a signed-in wishlist. */
function showsCityPlaybill(path: string, signedIn: boolean): boolean {
  return signedIn && WISHLIST_PAGE.test(path);
}

/** The city of a user/geo reply (`{status: 'success', data: {city_id}}`), null for any other body. */
export function geoCityId(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const { status, data } = body as { status?: unknown; data?: unknown };
  if (status !== 'success' || typeof data !== 'object' || data === null) return null;
  const id = (data as { city_id?: unknown }).city_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * For a visitor with no city chosen, the city's GETs of the city that user/geo guesses, asked
 * as soon as it answers (decision 425): the page shows that city (CityAsk suggests it, or
 * chooses it when the server still knows an earlier choice), so those GETs are on their way
 * while the page's code still loads. Null when the visitor has a city or the page shows none.
 */
export function geoFollowUp(path: string, visitor: BootVisitor): InlineFollowUp | null {
  if (visitor.cityId !== null || !showsCityPlaybill(path, visitor.signedIn)) return null;
  return {
    after: apiUrl('v1/user/geo/'),
    urls: (body) => {
      const cityId = geoCityId(body);
      return cityId === null ? [] : cityRequests(path, visitor.signedIn, cityId);
    },
  };
}

/** The visitor as the browser's storage tells (the page's inline script and the boot alike). */
export function bootVisitor(): BootVisitor {
  return { signedIn: storedUserId() !== null, cityId: readCurrentCity()?.cityId ?? null };
}
