import { afterEach, describe, expect, it } from 'vitest';
import { bootRequests, bootVisitor } from './bootRequests';

const API = '/local/php_interface/api/';
const GUEST = { signedIn: false, cityId: 1 };
const SIGNED_IN = { signedIn: true, cityId: 1 };
/** The page frame's GETs of a visitor with a city (decision 421). */
const FRAME = [`${API}v1/cinema/cities/`, `${API}v2/cinema/covid/`];

describe('bootRequests (decisions 334, 421)', () => {
  it("asks for the profile on every page of a signed-in browser, and a guest's for the frame's only", () => {
    expect(bootRequests('/', SIGNED_IN)).toEqual([`${API}v2/user/`, ...FRAME]);
    expect(bootRequests('/', GUEST)).toEqual(FRAME);
    expect(bootRequests('/profile', GUEST)).toEqual(FRAME);
  });

  it("asks for the visitor's city by the address only when none is chosen", () => {
    expect(bootRequests('/afisha', { signedIn: false, cityId: null })).toEqual([
      ...FRAME,
      `${API}v1/user/geo/`,
    ]);
  });

  it("asks nothing of the frame's on a lobby board, which has no frame", () => {
    expect(bootRequests('/lobby/ekb-grinvich', { signedIn: false, cityId: null })).toEqual([]);
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
    localStorage.setItem('currentCity', JSON.stringify({ cityId: 1, cinemaId: null }));
    expect(bootVisitor()).toEqual({ signedIn: true, cityId: 1 });
    localStorage.setItem('USER_ID', '"x"');
    localStorage.setItem('currentCity', '{');
    expect(bootVisitor()).toEqual({ signedIn: false, cityId: null });
  });
});
