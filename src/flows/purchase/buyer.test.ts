import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { unpaidOrder } from './fixtures';
import {
  bonusNote,
  buyerOf,
  checkoutContacts,
  checkoutDefaults,
  lockedNote,
  GUEST,
  hasUnpaidOrder,
  liveUnpaid,
  loadBuyer,
  spendablePoints,
} from './buyer';

describe('loadBuyer', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  const noUnpaid = { json: { status: 'success', data: null } };

  it('a browser that remembers no sign-in is a guest without asking the server', async () => {
    const fetchMock = mockFetch({});
    await expect(loadBuyer()).resolves.toEqual(GUEST);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a sign-in the server ended (401) is a guest, and USER_ID is forgotten', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    mockFetch({
      'v2/user/': {
        status: 401,
        json: { status: 'error', errors: { code: 401, message: 'Требуется авторизация' } },
      },
      'v1/user/session': noUnpaid,
    });
    await expect(loadBuyer()).resolves.toEqual(GUEST);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it.each([
    [
      'a server error',
      {
        status: 500,
        json: { status: 'error', errors: { code: 500, message: 'Внутренняя ошибка' } },
      },
    ],
    ['a network failure', { networkError: 'Failed to fetch' }],
  ] as const)(
    'a signed-in buyer whose profile fails to load (%s) is not taken for a guest: the load rejects',
    async (_, reply) => {
      localStorage.setItem(STORAGE_KEYS.userId, '7');
      mockFetch({ 'v2/user/': reply, 'v1/user/session': noUnpaid });
      await expect(loadBuyer()).rejects.toBeTruthy();
      expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    },
  );
});

describe('buyer', () => {
  it('may spend the points of the unpaid order a new order of the same session replaces', () => {
    const user = userFixture({ balance: 400 });
    const unpaid = unpaidOrder({ session_id: 5, bonus_pay: 100 });
    const buyer = buyerOf({ kind: 'user', user }, unpaid);
    // The server cancels this browser's unpaid order of the session in the new order's
    // transaction, before it sets the new points aside: its 100 points are free again.
    expect(spendablePoints(buyer, 5)).toBe(500);
    // Another session's order stays, and keeps its points.
    expect(spendablePoints(buyer, 6)).toBe(400);
    expect(spendablePoints(buyerOf({ kind: 'user', user }, null), 5)).toBe(400);
    expect(spendablePoints(GUEST, 5)).toBe(0);
  });

  it('a guest starts with empty, editable contacts', () => {
    expect(checkoutContacts(GUEST)).toEqual({
      phone: '',
      email: '',
      phoneLocked: false,
      emailLocked: false,
    });
  });

  it("a signed-in buyer's known phone and e-mail are prefilled and locked", () => {
    const buyer = buyerOf(
      { kind: 'user', user: userFixture({ phone: '79000000000', email: ' demo@example.ru ' }) },
      null,
    );
    expect(checkoutContacts(buyer)).toEqual({
      phone: '79000000000',
      email: 'demo@example.ru',
      phoneLocked: true,
      emailLocked: true,
    });
  });

  it('an unknown e-mail stays editable; an unconfirmed phone locks nothing', () => {
    const noEmail = buyerOf(
      { kind: 'user', user: userFixture({ phone: '79000000000', email: '' }) },
      null,
    );
    expect(checkoutContacts(noEmail)).toMatchObject({ phoneLocked: true, emailLocked: false });
    const unconfirmed = buyerOf({ kind: 'unconfirmed', phone: '79000000001' }, null);
    expect(unconfirmed.kind).toBe('user');
    expect(checkoutContacts(unconfirmed)).toMatchObject({ phoneLocked: false, emailLocked: false });
  });

  it('the note under locked contacts promises the tickets to the profile’s mail only when it has one', () => {
    const contacts = (phone: string, email: string) =>
      checkoutContacts(buyerOf({ kind: 'user', user: userFixture({ phone, email }) }, null));
    expect(lockedNote(contacts('79000000000', 'a@b.ru'))).toMatch(/билеты придут на эту почту/);
    expect(lockedNote(contacts('79000000000', ''))).toBe(
      'Телефон из вашего профиля. Изменить его можно в',
    );
    expect(lockedNote(contacts('', 'a@b.ru'))).toMatch(/^Почта из вашего профиля: билеты придут/);
  });

  it('checkout starts with the account’s locked contacts, else what the buyer left in it', () => {
    const left = { phone: '+7 (900) 555-44-33', email: 'me@mail.ru', consent: true };
    expect(checkoutDefaults(checkoutContacts(GUEST), null)).toEqual({
      phone: '',
      email: '',
      consent: false,
    });
    expect(checkoutDefaults(checkoutContacts(GUEST), left)).toEqual(left);
    const noEmail = buyerOf(
      { kind: 'user', user: userFixture({ phone: '79000000000', email: '' }) },
      null,
    );
    expect(checkoutDefaults(checkoutContacts(noEmail), left)).toEqual({
      phone: '+7 (900) 000-00-00',
      email: 'me@mail.ru',
      consent: true,
    });
  });

  it('a buyer without a card has no points to spend, whatever the balance field says', () => {
    const noCard = buyerOf({ kind: 'user', user: userFixture({ card: null, balance: 90 }) }, null);
    expect(noCard).toMatchObject({ hasCard: false, bonusBalance: 0 });
    const unconfirmed = buyerOf({ kind: 'unconfirmed', phone: '79000000001' }, null);
    expect(unconfirmed).toMatchObject({ hasCard: false, bonusBalance: 0 });
  });

  it('tells a signed-in buyer without a card how to get one, and points no_bonus sessions to the app', () => {
    const noCard = buyerOf({ kind: 'user', user: userFixture({ card: null }) }, null);
    expect(noCard).toMatchObject({ hasCard: false });
    expect(bonusNote(noCard, false)).toBe('no-card');
    expect(bonusNote(noCard, true)).toBe('no-bonus');
    const card = {
      number: '2990000000019',
      virtual: false,
      movie: { percents: 0.1 },
      spend: 0,
      status: 'live' as const,
    };
    const withCard = buyerOf({ kind: 'user', user: userFixture({ card, balance: 350 }) }, null);
    expect(withCard).toMatchObject({ hasCard: true, bonusBalance: 350 });
    expect(bonusNote(withCard, false)).toBe('slider');
    expect(bonusNote(withCard, true)).toBe('no-bonus');
    expect(bonusNote(GUEST, false)).toBeNull();
    expect(bonusNote(GUEST, true)).toBeNull();
  });

  it('a blocked card in user_rest.cards is no card to spend from (issue 14, decision 254)', () => {
    const blocked = {
      number: '2990001000018',
      virtual: false,
      movie: { percents: 0.1 },
      spend: 0,
      status: 'blocked' as const,
    };
    const user = userFixture({
      card: null,
      balance: 0,
      user_rest: { region_id: 1, cards: [blocked] },
    });
    const buyer = buyerOf({ kind: 'user', user }, null);
    expect(buyer).toMatchObject({ hasCard: false, bonusBalance: 0 });
    expect(bonusNote(buyer, false)).toBe('no-card');
  });
});

describe('hasUnpaidOrder (the timetable strip hides while one exists)', () => {
  const otherSessionOrder = {
    id: 77,
    number: 'SK-77',
    session_id: 99,
    movie_name: 'Стальные крылья',
    movie_image: '/static/posters/wings.svg',
    film_link: '/film/wings',
    cinema_name: 'СофтКино Галерея',
    amount: 470,
    places: [{ id: 101, row: 1, place: 7, price: 470 }],
    session_datetime_format: '21.11.2026 20:55',
    expire_date_unix: 1_800_000_000,
    payment_link: null,
  };

  it("counts a signed-in buyer's unpaid order for another session", () => {
    const buyer = buyerOf({ kind: 'user', user: userFixture() }, otherSessionOrder);
    expect(hasUnpaidOrder(buyer, null, false)).toBe(true);
  });

  it("counts this session's order and a guest's stored unpaid-order marker", () => {
    expect(hasUnpaidOrder(GUEST, otherSessionOrder, false)).toBe(true);
    expect(hasUnpaidOrder(GUEST, null, true)).toBe(true);
  });

  it('is false with no order anywhere', () => {
    const buyer = buyerOf({ kind: 'user', user: userFixture() }, null);
    expect(hasUnpaidOrder(buyer, null, false)).toBe(false);
    expect(hasUnpaidOrder(GUEST, null, false)).toBe(false);
  });
});

describe('liveUnpaid: what the popup still knows of unpaid orders once it made its own', () => {
  const order = (id: number, session_id: number) =>
    unpaidOrder({ id, number: `SK-${id}`, session_id, expire_date_unix: 1_800_000_000 });

  it('before any order of its own, the orders found at loading stand', () => {
    const buyer = buyerOf({ kind: 'user', user: userFixture() }, order(1, 501));
    expect(liveUnpaid(buyer, order(2, 501), 501, [])).toEqual({
      buyer,
      sessionOrder: order(2, 501),
    });
  });

  it("after it, this session's unpaid order found at loading was replaced: it is gone from both", () => {
    const buyer = buyerOf({ kind: 'user', user: userFixture() }, order(1, 501));
    const live = liveUnpaid(buyer, order(1, 501), 501, [501]);
    expect(live.sessionOrder).toBeNull();
    expect(live.buyer).toMatchObject({ kind: 'user', unpaid: null });
    expect(hasUnpaidOrder(live.buyer, live.sessionOrder, false)).toBe(false);
  });

  it("another session's unpaid order is still there", () => {
    const buyer = buyerOf({ kind: 'user', user: userFixture() }, order(3, 99));
    const live = liveUnpaid(buyer, null, 501, [501]);
    expect(live.buyer).toBe(buyer);
    expect(hasUnpaidOrder(live.buyer, live.sessionOrder, false)).toBe(true);
  });

  it('after switching to another session, an order the popup replaced before stays gone', () => {
    // Ordered in 501 (replacing order 1), that order ended, then session 502 was opened.
    const buyer = buyerOf({ kind: 'user', user: userFixture() }, order(1, 501));
    const live = liveUnpaid(buyer, null, 502, [501]);
    expect(live.buyer).toMatchObject({ kind: 'user', unpaid: null });
    expect(hasUnpaidOrder(live.buyer, live.sessionOrder, false)).toBe(false);
    // Session 502's own unpaid order, found when it loaded, still counts.
    expect(liveUnpaid(buyer, order(4, 502), 502, [501]).sessionOrder).toEqual(order(4, 502));
  });
});
