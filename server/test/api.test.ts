import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  CitiesResponseSchema,
  CovidResponseSchema,
  GeoResponseSchema,
} from '@softkino/contract/cinema';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { LikeResponseSchema, WishlistResponseSchema } from '@softkino/contract/wishlist';
import { buildApp } from '../src/app';
import { API, useTestApp } from './helpers/app';
import { cityIdByName } from './helpers/seedIds';

const ctx = useTestApp();

function inject(options: InjectOptions) {
  return ctx.app().inject(options);
}

function cityIdOf(name: string): Promise<number> {
  return cityIdByName(ctx.db().database.db, name);
}

describe('GET v2/cinema/covid/', () => {
  it('is false by default and true when the setting is on', async () => {
    const res = await inject({ method: 'GET', url: `${API}/v2/cinema/covid/` });
    expect(CovidResponseSchema.parse(res.json())).toEqual({ status: 'success', data: false });
    const on = await buildApp({ db: ctx.db().database.db, covidNotice: true });
    const body = (await on.inject({ method: 'GET', url: `${API}/v2/cinema/covid/` })).json();
    expect(body).toEqual({ status: 'success', data: true });
    await on.close();
  });
});

describe('GET v1/user/geo/', () => {
  it('answers N with Челябинск without a cookie, or with a cookie that names no city', async () => {
    const chel = await cityIdOf('Челябинск');
    for (const cookie of [undefined, 'city=abc', 'city=999999', 'city=1e3', 'city=']) {
      const res = await inject({
        method: 'GET',
        url: `${API}/v1/user/geo/`,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(GeoResponseSchema.parse(res.json()).data).toEqual({ validate: 'N', city_id: chel });
    }
  });

  it('answers Y with the city of the cookie', async () => {
    const samara = await cityIdOf('Самара');
    const res = await inject({
      method: 'GET',
      url: `${API}/v1/user/geo/`,
      headers: { cookie: `city=${samara}` },
    });
    expect(GeoResponseSchema.parse(res.json()).data).toEqual({ validate: 'Y', city_id: samara });
  });
});

describe('GET v1/cinema/cities/', () => {
  it('lists 8 cities with their 11 cinemas', async () => {
    const res = await inject({ method: 'GET', url: `${API}/v1/cinema/cities/` });
    const { data } = CitiesResponseSchema.parse(res.json());
    expect(data.map((c) => c.name)).toEqual([
      'Екатеринбург',
      'Магнитогорск',
      'Москва',
      'Нижний Тагил',
      'Пермь',
      'Самара',
      'Уфа',
      'Челябинск',
    ]);
    expect(data.flatMap((c) => c.cinemas)).toHaveLength(11);
    const chel = data.find((c) => c.name === 'Челябинск');
    expect(chel?.cinemas.map((c) => c.short_name)).toEqual(['Галерея', 'Алмаз', 'Горки']);
    for (const city of data)
      for (const cinema of city.cinemas)
        expect(cinema).toMatchObject({ city: city.name, city_id: city.id });
  });
});

describe('wishlist as a guest', () => {
  it('GET v1/user/wishlist/ is empty', async () => {
    const res = await inject({ method: 'GET', url: `${API}/v1/user/wishlist/` });
    expect(WishlistResponseSchema.parse(res.json())).toEqual({ status: 'success', data: [] });
  });

  it('POST v1/films/like/ (urlencoded or multipart) answers authorized false and stores nothing', async () => {
    // What the browser sends for a URLSearchParams body.
    const urlencoded = await inject({
      method: 'POST',
      url: `${API}/v1/films/like/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: 'film=1&like=1',
    });
    expect(LikeResponseSchema.parse(urlencoded.json()).data).toEqual({
      wishlist: [],
      user: { authorized: false },
    });
    const boundary = 'xYzBoundary';
    const multipart = await inject({
      method: 'POST',
      url: `${API}/v1/films/like/`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="film"',
        '',
        '2',
        `--${boundary}`,
        'Content-Disposition: form-data; name="like"',
        '',
        '0',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(multipart.statusCode).toBe(200);
    expect(LikeResponseSchema.parse(multipart.json()).data.user.authorized).toBe(false);
  });

  it('POST v1/films/like/ with an unknown film is a 404', async () => {
    const res = await inject({
      method: 'POST',
      url: `${API}/v1/films/like/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'film=999999&like=1',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      errors: { code: 404, message: 'Фильм не найден.' },
    });
  });
});

describe('bad input', () => {
  const playbill = `${API}/v1/films/playbill/`;
  const badQueries: [string, string][] = [
    ['?city=abc', 'Некорректное значение: параметр «city».'],
    ['?city[]=1', 'Неизвестный параметр «city[]».'],
    ['?city=1&city=2', 'Некорректное значение: параметр «city».'],
    ['?cinema=1e99', 'Некорректное значение: параметр «cinema».'],
    ['?cinema=99999999999999999999999', 'Некорректное значение: параметр «cinema».'],
    ['?cinema=2147483648', 'Некорректное значение: параметр «cinema».'],
    ['?cinema=-1', 'Некорректное значение: параметр «cinema».'],
    ['?cinema=1.5', 'Некорректное значение: параметр «cinema».'],
    // Ids are digits (decision 412): hexadecimal, binary, exponents, a sign or a '.0' read as
    // numbers before and answered some other city's playbill.
    ['?city=0x8', 'Некорректное значение: параметр «city».'],
    ['?city=0b11', 'Некорректное значение: параметр «city».'],
    ['?city=1e0', 'Некорректное значение: параметр «city».'],
    ['?city=%2B5', 'Некорректное значение: параметр «city».'],
    ['?city=1.0', 'Некорректное значение: параметр «city».'],
    ['?city=%201', 'Некорректное значение: параметр «city».'],
    ['?city=', 'Некорректное значение: параметр «city».'],
    [`?city=${'9'.repeat(5000)}`, 'Некорректное значение: параметр «city».'],
    ['?foo=bar', 'Неизвестный параметр «foo».'],
    ['?__proto__=1', 'Неизвестный параметр «__proto__».'],
  ];

  it.each(badQueries)(
    'playbill %# (%.40s) is a 400 envelope naming the field',
    async (query, message) => {
      const res = await inject({ method: 'GET', url: playbill + query });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ status: 'error', errors: { code: 400, message } });
    },
  );

  it.each([
    ['application/json', '{"film": 1,', 400],
    ['application/json', '', 400],
    ['application/json', '{"__proto__": {"x": 1}}', 400],
    ['text/xml', '<like/>', 415],
    ['application/x-www-form-urlencoded', 'film=abc&like=1', 400],
    ['application/x-www-form-urlencoded', 'film=1&like=yes', 400],
    ['application/x-www-form-urlencoded', 'like=1', 400],
    ['application/x-www-form-urlencoded', `film=1&like=1&pad=${'x'.repeat(70 * 1024)}`, 413],
    ['multipart/form-data; boundary=zzz', 'not multipart at all', 400],
    [
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="film"\r\n\r\n1',
      400,
    ],
    ['multipart/form-data', 'no boundary', 400],
  ] as const)('like %# with %s (%.30s) is a %i envelope', async (type, payload, status) => {
    const res = await inject({
      method: 'POST',
      url: `${API}/v1/films/like/`,
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('names a missing form field', async () => {
    const res = await inject({
      method: 'POST',
      url: `${API}/v1/films/like/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'like=1',
    });
    expect(res.json()).toEqual({
      status: 'error',
      errors: { code: 400, message: 'Не указано поле «film».' },
    });
  });

  it('answers an unknown API path or method with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', `${API}/v1/nope/`],
      ['GET', `${API}/v9/films/playbill/`],
      ['POST', `${API}/v1/films/playbill/`],
      ['DELETE', '/afisha'],
    ] as const) {
      const res = await inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.parse(res.json())).toEqual({
        status: 'error',
        errors: { code: 404, message: expect.any(String) },
      });
    }
  });

  it('accepts paths without the trailing slash', async () => {
    const res = await inject({ method: 'GET', url: `${API}/v2/cinema/covid` });
    expect(res.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('is generated from the zod schemas', async () => {
    const res = await inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        `${API}/v1/cinema/`,
        `${API}/v1/cinema/cities/`,
        `${API}/v1/films/like/`,
        `${API}/v1/films/playbill/`,
        `${API}/v1/user/geo/`,
        `${API}/v1/user/wishlist/`,
        `${API}/v2/cinema/covid/`,
        `${API}/v1/session/`,
        `${API}/v1/session/order/`,
        `${API}/v1/session/places/`,
        `${API}/v1/session/avatar/`,
        `${API}/v1/session/info/`,
        `${API}/v2/payment/create_order/`,
        `${API}/v2/payment/pay/`,
        `${API}/v2/payment/sbp/`,
        `${API}/v2/payment/get_applepay_session/`,
        `${API}/v1/user/session`,
        `${API}/v1/buy/cancel/`,
        `${API}/v2/user/find_user_orders/`,
        `${API}/v1/order/`,
        `${API}/v1/order/calendar/`,
        `${API}/v1/tickets/`,
        `${API}/v1/tickets/calendar/`,
        `${API}/v1/order/ticket_link/revoke/`,
        `${API}/v1/order/cancel/`,
        `${API}/v1/ticket/check/`,
        `${API}/v1/user/login/`,
        `${API}/v1/user/verify/`,
        `${API}/v1/user/loginbypass/`,
        `${API}/v1/user/review/cinema/create_order_comment.php`,
        `${API}/v1/user/review/cinema/find_order_comment.php`,
        `${API}/v1/user/setpass/`,
        `${API}/v2/user/`,
        `${API}/v1/user/edit/`,
        `${API}/v1/user/social/vk/unlink/`,
        `${API}/v1/user/card/activate/`,
        `${API}/v2/user/card/virtual/`,
        `${API}/v2/user/card/block/`,
        `${API}/v2/user/bonus/history/`,
        `${API}/v1/bug_report/`,
        `${API}/v1/vacancy/`,
        `${API}/v1/news/`,
        `${API}/v1/news/{slug}/`,
        `${API}/v1/films/film/`,
        `${API}/v1/user/review/film/find_all_comments_of_film.php`,
        `${API}/v1/user/review/film/create_review.php`,
        `${API}/v2/review/complain/`,
        `${API}/v1/scheme-screen/`,
        `${API}/v1/scheme-screen/seats/`,
      ].sort(),
    );
    const params = doc.paths[`${API}/v1/films/playbill/`]?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(['city', 'cinema']);
  });
});
