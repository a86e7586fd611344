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

  it('asks nothing for an address that cannot be a film or a cinema', () => {
    expect(bootRequests('/film/Chel%20Almaz', false)).toEqual([]);
    expect(bootRequests('/film/', false)).toEqual([]);
    expect(bootRequests('/cinema/a/b', false)).toEqual([]);
  });
});
