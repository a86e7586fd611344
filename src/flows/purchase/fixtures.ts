/**
 * Session and order replies built from the shared schemas, for the purchase tests. Every value
 * parses with @softkino/contract (a test checks it).
 */
import type {
  OrderDetails,
  Place,
  SessionData,
  SessionResponse,
  UnpaidOrder,
} from '@softkino/contract';

export function place(id: number, overrides: Partial<Place> = {}): Place {
  return {
    id,
    x: 100 + id * 30,
    y: 100,
    row: 1,
    place: id,
    price: 350,
    color: '#4f8ef7',
    status: 1,
    isChild: false,
    ...overrides,
  };
}

export function sessionData(overrides: Partial<SessionData> = {}): SessionData {
  return {
    id: 501,
    film: {
      id: 4,
      name: 'Дом на окраине',
      age: '18+',
      url: '/film/dom-na-okraine',
      poster: { small: '/static/p.svg', desktop: '/static/p-d.svg' },
    },
    cinema: {
      id: 1,
      name: 'СофтКино Галерея',
      address: 'ул. Победы, 1',
      city: 'Челябинск',
      short_name: 'Галерея',
      no_bonus: false,
    },
    no_bonus: false,
    disabled: false,
    hall: 'Зал 3',
    datetime: '2026-11-21T14:30:00.000Z',
    date: '21.11.2026',
    time: '19:30',
    format: '2D',
    width: 400,
    height: 300,
    enters: [{ x: 10, y: 280 }],
    places: [place(1), place(2), place(3, { status: 0 }), place(4, { price: 550 })],
    timetable: [
      { id: 501, time: '19:30', format: '2D', price_min: 350, price_max: 550 },
      { id: 502, time: '22:10', format: '3D', price_min: 400, price_max: 600 },
    ],
    ...overrides,
  };
}

export function sessionReply(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return { status: 'success', data: sessionData(), order: null, order_success: null, ...overrides };
}

export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 77,
    number: 'SK-000077',
    status: 'paid',
    created_at: '2026-11-21T10:00:00.000Z',
    amount: 700,
    bonus_add: 0,
    bonus_pay: 0,
    pay_method: 'card',
    cancel_until_unix: null,
    cancelled_at: null,
    refunds: [],
    receipts: [],
    film: {
      name: 'Дом на окраине',
      age: '18+',
      url: '/film/dom-na-okraine',
      poster: { small: '/static/p.svg', desktop: '/static/p-d.svg' },
    },
    cinema_name: 'СофтКино Галерея',
    hall: 'Зал 3',
    session_id: 501,
    session_datetime_format: '21.11.2026 19:30',
    places: [
      { id: 1, row: 1, place: 1, price: 350 },
      { id: 2, row: 1, place: 2, price: 350 },
    ],
    paid_at: '2026-11-21T10:02:00.000Z',
    expire_date_unix: 1_795_000_000,
    email: 'a@b.ru',
    phone: null,
    cinema: {
      name: 'СофтКино Галерея',
      address: 'ул. Победы, 1',
      phone: null,
      url: '/cinema/galereya',
      timezone: 'Asia/Yekaterinburg',
    },
    date: '21.11.2026',
    time: '19:30',
    starts_at_unix: 1_795_271_400,
    tickets: [
      { id: 11, row: 1, place: 1, price: 350, code: 'SK77-1-1' },
      { id: 12, row: 1, place: 2, price: 350, code: 'SK77-1-2' },
    ],
    ...overrides,
  };
}

/** This browser's unpaid order of a session, its hold ending five minutes from now. */
export function unpaidOrder(overrides: Partial<UnpaidOrder> = {}): UnpaidOrder {
  return {
    id: 77,
    number: '100077',
    session_id: 1,
    movie_name: 'Тихий час',
    movie_image: '/p.svg',
    film_link: '/film/tihij-chas',
    cinema_name: 'СофтКино Горки',
    amount: 330,
    places: [{ id: 1, row: 1, place: 3, price: 330 }],
    session_datetime_format: '25.11.2026 12:15',
    expire_date_unix: Math.floor(Date.now() / 1000) + 300,
    payment_link: null,
    ...overrides,
  };
}
