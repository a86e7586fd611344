import { afterEach, describe, expect, it } from 'vitest';
import { bootRequests, bootVisitor, geoCityId, geoFollowUp } from './bootRequests';

const API = '/local/php_interface/api/';
const GUEST = { signedIn: false, cityId: 1, cinemaId: null };
const SIGNED_IN = { signedIn: true, cityId: 1, cinemaId: null };
/** The page frame's GETs of a visitor with a city (decision 421). */
const FRAME = [`${API}v1/cinema/cities/`, `${API}v2/cinema/covid/`];

describe('bootRequests (decisions 334, 421)', () => {
  it("asks for the profile on every page of a signed-in browser, and a guest's for the frame's only", () => {
    expect(bootRequests('/profile', SIGNED_IN)).toEqual([`${API}v2/user/`, ...FRAME]);
    expect(bootRequests('/news', GUEST)).toEqual(FRAME);
    expect(bootRequests('/profile', GUEST)).toEqual(FRAME);
  });

  it("asks for the visitor's city by the address only when none is chosen", () => {
    expect(bootRequests('/afisha', { signedIn: false, cityId: null, cinemaId: null })).toEqual([
      ...FRAME,
      `${API}v1/user/geo/`,
    ]);
  });

  it("asks nothing of the frame's on a lobby board, which has no frame", () => {
    expect(
      bootRequests('/lobby/ekb-grinvich', { signedIn: false, cityId: null, cinemaId: null }),
    ).toEqual([]);
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
    expect(
      bootRequests('/profile/wishlist', { signedIn: true, cityId: 8, cinemaId: null }),
    ).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/user/wishlist/`,
      `${API}v1/films/playbill/?city=8`,
    ]);
    // No city yet: the page learns it first, so only the ids; a guest's page asks the sign-in.
    expect(
      bootRequests('/profile/wishlist/', { signedIn: true, cityId: null, cinemaId: null }),
    ).toEqual([`${API}v2/user/`, ...FRAME, `${API}v1/user/geo/`, `${API}v1/user/wishlist/`]);
    expect(bootRequests('/profile/wishlist', GUEST)).toEqual(FRAME);
  });

  it("asks for the stored city's playbill on the home page and /afisha, as usePlaybill does (425)", () => {
    expect(bootRequests('/', { signedIn: false, cityId: 8, cinemaId: 3 })).toEqual([
      ...FRAME,
      `${API}v1/films/playbill/?city=8&cinema=3`,
    ]);
    expect(bootRequests('/afisha/', { signedIn: true, cityId: 8, cinemaId: null })).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v1/films/playbill/?city=8`,
    ]);
    // Pages that show no playbill of the city ask none.
    expect(bootRequests('/afisha/x', GUEST)).toEqual(FRAME);
    expect(bootRequests('/profile', { signedIn: true, cityId: 8, cinemaId: 3 })).toEqual([
      `${API}v2/user/`,
      ...FRAME,
    ]);
  });

  it("asks for a signed-in bonus page's first page of accruals, as its history does", () => {
    expect(bootRequests('/profile/bonuses/', SIGNED_IN)).toEqual([
      `${API}v2/user/`,
      ...FRAME,
      `${API}v2/user/bonus/history/`,
    ]);
    expect(bootRequests('/profile/bonuses', GUEST)).toEqual(FRAME);
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
    expect(bootVisitor()).toEqual({ signedIn: false, cityId: null, cinemaId: null });
    localStorage.setItem('USER_ID', '42');
    localStorage.setItem('currentCity', JSON.stringify({ cityId: 1, cinemaId: 3 }));
    expect(bootVisitor()).toEqual({ signedIn: true, cityId: 1, cinemaId: 3 });
    localStorage.setItem('USER_ID', '"x"');
    localStorage.setItem('currentCity', '{');
    expect(bootVisitor()).toEqual({ signedIn: false, cityId: null, cinemaId: null });
  });
});

describe('geoFollowUp (decision 425)', () => {
  const GEO = `${API}v1/user/geo/`;
  const NO_CITY = { signedIn: false, cityId: null, cinemaId: null };
  const reply = (cityId: unknown) => ({
    status: 'success',
    data: { validate: 'N', city_id: cityId },
  });

  it("asks geo's city's playbill once geo answers, on the pages that show it", () => {
    const home = geoFollowUp('/', NO_CITY);
    expect(home?.after).toBe(GEO);
    expect(home?.urls(reply(8))).toEqual([`${API}v1/films/playbill/?city=8`]);
    const wishlist = geoFollowUp('/profile/wishlist', { ...NO_CITY, signedIn: true });
    expect(wishlist?.urls(reply(8))).toEqual([`${API}v1/films/playbill/?city=8`]);
    // An answer with no usable city brings nothing.
    expect(home?.urls({ status: 'error', data: { city_id: 8 } })).toEqual([]);
  });

  it('is none for a visitor with a city, a lobby board, or a page that shows no playbill', () => {
    expect(geoFollowUp('/', GUEST)).toBeNull();
    expect(geoFollowUp('/lobby/ekb-grinvich', NO_CITY)).toBeNull();
    expect(geoFollowUp('/news', NO_CITY)).toBeNull();
    expect(geoFollowUp('/profile/wishlist', NO_CITY)).toBeNull();
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
