/**
 * Playbill, cities and geo replies built from the shared schemas, for unit tests and for the
 * screenshot script's route mocks. Every value parses with @softkino/contract.
 */
import type { City, PlaybillFilm, PlaybillResponse, PlaybillSession } from '@softkino/contract';

export function session(id: number, overrides: Partial<PlaybillSession> = {}): PlaybillSession {
  return {
    id,
    time: '19:30',
    format: '2D',
    price: 350,
    price_min: 350,
    price_max: 350,
    disabled: false,
    del: false,
    ...overrides,
  };
}

export function film(id: number, overrides: Partial<PlaybillFilm> = {}): PlaybillFilm {
  return {
    id,
    name: `Фильм ${id}`,
    url: `/film/film-${id}/`,
    trailer: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    country: 'Россия',
    genre: 'драма',
    duration: 125,
    rent: null,
    age: '12+',
    poster: {
      mobile: `/static/media/posters/film-${id}-mobile.svg`,
      desktop: `/static/media/posters/film-${id}-desktop.svg`,
    },
    invites: null,
    sale: null,
    pushkin: null,
    childplace: null,
    sessions: {},
    ...overrides,
  };
}

export const DAY1 = '21.11.2026';
export const DAY2 = '22.11.2026';
export const DAY3 = '23.11.2026';

/** Three days: the first with four films, the second with one, the third empty. */
export function playbillReply(): PlaybillResponse {
  return {
    status: 'success',
    map: [
      { date: DAY1, label: 'сб', empty: false },
      { date: DAY2, label: 'вс', empty: false },
      { date: DAY3, label: 'пн', empty: true },
    ],
    data: [
      film(1, {
        name: 'Северный ветер',
        rent: 'В прокате с 13 ноября',
        sale: '/sale/',
        pushkin: '/pushkin/',
        sessions: {
          [DAY1]: [
            session(11, { time: '10:00' }),
            session(12, { time: '13:20', format: '3D', price_min: 250, price_max: 450 }),
            session(13, { time: '23:50', disabled: true }),
          ],
          [DAY2]: [session(14, { time: '12:00' })],
        },
      }),
      film(2, {
        name: 'Лёд и пламя',
        trailer: 'https://example.com/not-a-video',
        sessions: { [DAY1]: [session(21), session(22, { time: '21:00' })] },
      }),
      film(3, {
        name: 'Удалённый сеанс',
        sessions: { [DAY1]: [session(31, { del: true })] },
      }),
      film(4, {
        name: 'Большое путешествие',
        age: '6+',
        sessions: {
          [DAY1]: [
            session(41, { time: '09:00' }),
            session(42, { time: '11:00' }),
            session(43, { time: '14:00', del: true }),
            session(44, { time: '16:00', format: 'ScreenX' }),
            session(45, { time: '18:00' }),
          ],
        },
      }),
    ],
  };
}

export function citiesReply(): { status: 'success'; data: City[] } {
  const cinema = (id: number, cityId: number, city: string, name: string) => ({
    id,
    name: `СофтКино ${name}`,
    short_name: name,
    address: `г. ${city}, ул. Ленина, ${id}`,
    city,
    city_id: cityId,
    link: `https://example.com/${id}`,
    img: `/static/media/logos/cinema-${id}.svg`,
    is_separate_cinema: false,
    no_bonus: false,
    rent: false,
  });
  return {
    status: 'success',
    data: [
      {
        id: 1,
        name: 'Челябинск',
        timezone: 'Asia/Yekaterinburg',
        cinemas: [
          cinema(1, 1, 'Челябинск', 'Алмаз'),
          cinema(2, 1, 'Челябинск', 'Родина'),
          cinema(3, 1, 'Челябинск', 'Киномакс'),
        ],
      },
      {
        id: 2,
        name: 'Самара',
        timezone: 'Europe/Samara',
        cinemas: [cinema(4, 2, 'Самара', 'Самара')],
      },
    ],
  };
}
