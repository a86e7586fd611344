import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCities, fetchCovidNotice, fetchGeo } from './cinema';
import { ApiError } from './errors';
import { fetchPlaybill, invalidatePlaybill, playbillErrorText } from './playbill';
import { citiesReply, playbillReply } from './testing/fixtures';
import { mockFetch } from './testing/mockFetch';
import { fetchWishlist, likeFilm } from './wishlist';

afterEach(() => {
  vi.unstubAllGlobals();
  invalidatePlaybill();
});

describe('playbill', () => {
  it('asks for the city and cinema and caches by URL', async () => {
    const fetchMock = mockFetch({ 'v1/films/playbill/': { json: playbillReply() } });
    const reply = await fetchPlaybill({ cityId: 1, cinemaId: 2 });
    expect(reply.data).toHaveLength(4);
    await fetchPlaybill({ cityId: 1, cinemaId: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('?city=1&cinema=2');
    await fetchPlaybill({ cityId: 1, cinemaId: null });
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\?city=1$/);
  });

  it("words a network failure as 'Что-то пошло не так.' and keeps server messages", () => {
    expect(playbillErrorText(new ApiError('network', 'x'))).toBe('Что-то пошло не так.');
    expect(playbillErrorText(new ApiError('server', 'Нет сеансов'))).toBe('Нет сеансов');
  });
});

describe('cinema', () => {
  it('loads cities', async () => {
    mockFetch({ 'v1/cinema/cities/': { json: citiesReply() } });
    const cities = await fetchCities();
    expect(cities.map((city) => city.name)).toEqual(['Челябинск', 'Самара']);
  });

  it('reads the covid flag, and any failure as no notice', async () => {
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: true } } });
    expect(await fetchCovidNotice()).toBe(true);
    mockFetch({ 'v2/cinema/covid/': { networkError: 'offline' } });
    expect(await fetchCovidNotice()).toBe(false);
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: 'yes' } } });
    expect(await fetchCovidNotice()).toBe(false);
  });

  it('reads geo', async () => {
    mockFetch({
      'v1/user/geo/': { json: { status: 'success', data: { validate: 'Y', city_id: 2 } } },
    });
    expect(await fetchGeo()).toEqual({ validate: 'Y', city_id: 2 });
  });
});

describe('wishlist', () => {
  it('loads the wishlist and posts likes', async () => {
    const fetchMock = mockFetch({
      'v1/user/wishlist/': { json: { status: 'success', data: [1, 2] } },
      'v1/films/like/': {
        json: { status: 'success', data: { wishlist: [], user: { authorized: false } } },
      },
    });
    expect(await fetchWishlist()).toEqual([1, 2]);
    // An answer that does not say has_email (a guest's, an older server's) asks for nothing.
    expect(await likeFilm(5, true)).toEqual({ wishlist: [], authorized: false, hasEmail: true });
    expect(String(fetchMock.mock.calls[1]?.[1]?.body)).toBe('film=5&like=1');
  });

  it("reads whether the user's profile has an e-mail for the wishlist's letters", async () => {
    mockFetch({
      'v1/films/like/': {
        json: {
          status: 'success',
          data: { wishlist: [5], user: { authorized: true, has_email: false } },
        },
      },
    });
    expect(await likeFilm(5, true)).toEqual({ wishlist: [5], authorized: true, hasEmail: false });
  });
});
