import { describe, expect, it } from 'vitest';
import { bootRequests } from './bootRequests';

const API = '/local/php_interface/api/';

describe('bootRequests (decision 334)', () => {
  it("asks for the profile on every page of a signed-in browser, and a guest's for nothing", () => {
    expect(bootRequests('/', true)).toEqual([`${API}v2/user/`]);
    expect(bootRequests('/', false)).toEqual([]);
    expect(bootRequests('/profile', false)).toEqual([]);
  });

  it("asks for a film's and a cinema's page by the slug in the address, as their screens do", () => {
    expect(bootRequests('/film/severnyj-veter', false)).toEqual([
      `${API}v1/films/film/?slug=severnyj-veter`,
    ]);
    expect(bootRequests('/cinema/chel-almaz/', true)).toEqual([
      `${API}v2/user/`,
      `${API}v1/cinema/?slug=chel-almaz`,
    ]);
  });

  it("asks for a news item, an order and a link's tickets as their screens do", () => {
    const token = 'A'.repeat(40) + '_-9';
    expect(bootRequests('/news/we-are-hiring', false)).toEqual([`${API}v1/news/we-are-hiring/`]);
    expect(bootRequests('/order/17', true)).toEqual([`${API}v2/user/`, `${API}v1/order/?id=17`]);
    expect(bootRequests(`/tickets/${token}/`, false)).toEqual([`${API}v1/tickets/?token=${token}`]);
    expect(bootRequests('/order/17x', false)).toEqual([]);
    expect(bootRequests('/order/12345678901', false)).toEqual([]);
    expect(bootRequests('/tickets/short', false)).toEqual([]);
    expect(bootRequests('/news/', false)).toEqual([]);
  });

  it('asks nothing for an address that cannot be a film or a cinema', () => {
    expect(bootRequests('/film/Chel%20Almaz', false)).toEqual([]);
    expect(bootRequests('/film/', false)).toEqual([]);
    expect(bootRequests('/cinema/a/b', false)).toEqual([]);
  });
});
