import { afterEach, describe, expect, it } from 'vitest';
import { bootRequests, bootVisitor, geoCityId, geoFollowUp } from './bootRequests';

const API = '/local/php_interface/api/';
const GUEST = { signedIn: false, cityId: 1 };
const SIGNED_IN = { signedIn: true, cityId: 1 };
/** The page frame's GETs of a visitor with a city (decision 421). */
const FRAME = [`${API}v1/cinema/cities/`, `${API}v2/cinema/covid/`];

describe('bootRequests (decisions 334, 421)', () => {
  it("asks for the profile on every page of a signed-in browser, and a guest's for the frame's only", () => {
    expect(bootRequests('/profile', SIGNED_IN)).toEqual([`${API}v2/user/`, ...FRAME]);
    expect(bootRequests('/news', GUEST)).toEqual(FRAME);
    expect(bootRequests('/profile', GUEST)).toEqual(FRAME);
  });

  it("asks for the visitor's city by the address only when none is chosen", () => {
    expect(bootRequests('/afisha', { signedIn: false, cityId: null })).toEqual([
      ...FRAME,
      `${API}v1/user/geo/`,
    ]);
  });

  it("asks nothing of the frame's on a lobby board, which has no frame", () => {
    expect(bootRequests('/lobby/4', { signedIn: false, cityId: null })).toEqual([]);
    // By its slug the board finds its cinema in the cities (decision 432).
    expect(bootRequests('/lobby/ekb-grinvich', { signedIn: false, cityId: null })).toEqual([
      `${API}v1/cinema/cities/`,
    ]);
    expect(bootRequests('/lobby/EKB', { signedIn: false, cityId: null })).toEqual([]);
    // The list of the boards is a page of the frame.
    expect(bootRequests('/lobby/', { signedIn: false, cityId: null })).toEqual([
      ...FRAME,
      `${API}v1/user/geo/`,
    ]);
  });

  it("asks for a film's and a cinema's page by the slug in the address, as their screens do", () => {
    expect(bootRequests('/film/severnyj-veter', GUEST)).toEqual([
      ...FRAME,
      `${API}v1/films/film/?slug=severnyj-veter`,
    ]);
    expect(bootRequests('/cinema/chel-almaz/', SIGNED_IN)).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/cinema/?slug=chel-almaz`,
    ]);
  });

  it("asks for a news item, an order and a link's tickets as their screens do", () => {
    const token = 'A'.repeat(40) + '_-9';
    expect(bootRequests('/news/we-are-hiring', GUEST)).toEqual([
      ...FRAME,
      `${API}v1/news/we-are-hiring/`,
    ]);
    expect(bootRequests('/order/17', SIGNED_IN)).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/order/?id=17`,
    ]);
    expect(bootRequests(`/tickets/${token}/`, GUEST)).toEqual([
      ...FRAME,
      `${API}v1/tickets/?token=${token}`,
    ]);
    expect(bootRequests('/order/17x', GUEST)).toEqual(FRAME);
    expect(bootRequests('/order/12345678901', GUEST)).toEqual(FRAME);
    expect(bootRequests('/tickets/short', GUEST)).toEqual(FRAME);
    expect(bootRequests('/news/', GUEST)).toEqual(FRAME);
  });

  it("asks for a signed-in wishlist's film ids and its stored city's playbill (decision 423)", () => {
    expect(bootRequests('/profile/wishlist', { signedIn: true, cityId: 8 })).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/user/wishlist/`,
      `${API}v1/films/playbill/?city=8`,
    ]);
    // No city yet: the page learns it first, so only the ids; a guest's page asks the sign-in.
    expect(bootRequests('/profile/wishlist/', { signedIn: true, cityId: null })).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/user/geo/`,
      `${API}v1/user/wishlist/`,
    ]);
    expect(bootRequests('/profile/wishlist', GUEST)).toEqual(FRAME);
  });

  it('asks for no playbill on the home page and /afisha, whose cinema the cities decide (425)', () => {
    expect(bootRequests('/', GUEST)).toEqual(FRAME);
    expect(bootRequests('/afisha/', SIGNED_IN)).toEqual([`${API}v2/user/`, ...FRAME]);
  });

  it("asks for a signed-in bonus page's first page of accruals, as its history does", () => {
    expect(bootRequests('/profile/bonuses/', SIGNED_IN)).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v2/user/bonus/history/`,
    ]);
    expect(bootRequests('/profile/bonuses', GUEST)).toEqual(FRAME);
    // The settings page: whether the current password is asked (decision 449).
    expect(bootRequests('/profile/settings', SIGNED_IN)).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/user/setpass/`,
    ]);
    expect(bootRequests('/profile/settings', GUEST)).toEqual(FRAME);
  });

  it('asks nothing more for an address that cannot be a film or a cinema', () => {
    expect(bootRequests('/film/Chel%20Almaz', GUEST)).toEqual(FRAME);
    expect(bootRequests('/film/', GUEST)).toEqual(FRAME);
    expect(bootRequests('/cinema/a/b', GUEST)).toEqual(FRAME);
  });
});

describe('bootVisitor', () => {
  afterEach(() => localStorage.clear());

  it('reads the sign-in and the city from the spec’s storage keys, a corrupt value as none', () => {
    expect(bootVisitor()).toEqual({ signedIn: false, cityId: null });
    localStorage.setItem('USER_ID', '42');
    localStorage.setItem('currentCity', JSON.stringify({ cityId: 1, cinemaId: 3 }));
    expect(bootVisitor()).toEqual({ signedIn: true, cityId: 1 });
    localStorage.setItem('USER_ID', '"x"');
    localStorage.setItem('currentCity', '{');
    expect(bootVisitor()).toEqual({ signedIn: false, cityId: null });
  });
});

describe('geoFollowUp (decision 425)', () => {
  const GEO = `${API}v1/user/geo/`;
  const NO_CITY = { signedIn: true, cityId: null };
  const reply = (cityId: unknown) => ({
    status: 'success',
    data: { validate: 'N', city_id: cityId },
  });

  it("asks for geo's city's playbill once geo answers, on a signed-in wishlist", () => {
    const wishlist = geoFollowUp('/profile/wishlist/', NO_CITY);
    expect(wishlist?.after).toBe(GEO);
    expect(wishlist?.urls(reply(8))).toEqual([`${API}v1/films/playbill/?city=8`]);
    // An answer with no usable city brings nothing.
    expect(wishlist?.urls({ status: 'error', data: { city_id: 8 } })).toEqual([]);
  });

  it('is none for a visitor with a city, a guest, a lobby board, or a page with no such GET', () => {
    expect(geoFollowUp('/profile/wishlist', SIGNED_IN)).toBeNull();
    expect(geoFollowUp('/profile/wishlist', { signedIn: false, cityId: null })).toBeNull();
    expect(geoFollowUp('/lobby/ekb-grinvich', NO_CITY)).toBeNull();
    expect(geoFollowUp('/', NO_CITY)).toBeNull();
    expect(geoFollowUp('/news', NO_CITY)).toBeNull();
  });

  it("reads geo's city only from a success reply with a positive whole number", () => {
    expect(geoCityId(reply(8))).toBe(8);
    for (const id of [0, -1, 1.5, '8', null, undefined, Number.MAX_SAFE_INTEGER + 1]) {
      expect(geoCityId(reply(id))).toBeNull();
    }
    for (const body of [
      null,
      8,
      'x',
      {},
      { status: 'success' },
      { status: 'success', data: null },
    ]) {
      expect(geoCityId(body)).toBeNull();
    }
  });
});
