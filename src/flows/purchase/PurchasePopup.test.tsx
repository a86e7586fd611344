import { fireEvent, render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { alertsAtom } from '../../ui/popups/alerts';
import { sessionReply } from './fixtures';
import PurchasePopup from './PurchasePopup';
import {
  SEATS_TAKEN_TEXT,
  carryKeptSeats,
  forgetRestoredSeats,
  restoreSavedChoice,
  saveChoice,
  takeKeptSeats,
} from './savedChoice';
import { place } from './fixtures';

const store = getDefaultStore();

beforeEach(() => {
  store.set(alertsAtom, []);
  localStorage.clear();
});

describe('#buy with an address that names no session', () => {
  it.each(['abc', '', '0', '12abc'])(
    "'#buy=%s' closes the popup and says 'Сеанс не найден' instead of an empty popup",
    async (param) => {
      const close = vi.fn();
      const { container } = render(<PurchasePopup param={param} close={close} />);
      await vi.waitFor(() => expect(close).toHaveBeenCalled());
      expect(store.get(alertsAtom)).toEqual([
        expect.objectContaining({ title: 'Сеанс не найден', link: expect.anything() }),
      ]);
      expect(container.textContent).toBe('');
    },
  );
});

describe('#buy with a session the server does not know', () => {
  it("closes the popup and says 'Сеанс не найден', as for an address with no session", async () => {
    const missing = {
      status: 404,
      json: { status: 'error', errors: [{ title: 'Ошибка', detail: 'Сеанс не найден.' }] },
    };
    mockFetch({ 'v1/session/': missing, 'v1/session/info/': missing });
    const close = vi.fn();
    const { container } = render(<PurchasePopup param="99999999" close={close} />);
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(store.get(alertsAtom)).toEqual([
      expect.objectContaining({
        title: 'Сеанс не найден',
        text: 'Этого сеанса нет в расписании. Выберите сеанс в афише — места откроются на схеме зала.',
        link: expect.anything(),
      }),
    ]);
    expect(container.textContent).toBe('');
  });
});

describe("#buy for a signed-in buyer whose profile does not load (spec section 8: 'Ошибка загрузки пользователя')", () => {
  it('says so with a retry instead of selling to them as a guest, and the retry loads the popup', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    let userFails = true;
    const fetchMock = mockFetch({
      'v1/session/': { json: sessionReply() },
      'v1/session/info/': { json: { status: 'success', data: null } },
      'v1/session/avatar/': { json: { status: 'success', data: {} } },
      'v1/user/session': { json: { status: 'success', data: null } },
      'v2/user/': () =>
        userFails
          ? {
              status: 500,
              json: { status: 'error', errors: { code: 500, message: 'Внутренняя ошибка' } },
            }
          : { json: { status: 'success', data: userFixture() } },
    });
    const close = vi.fn();
    const view = render(
      <div role="dialog" tabIndex={-1} aria-label="Покупка билетов">
        <PurchasePopup param="501" close={close} />
      </div>,
    );
    const alert = await view.findByText('Ошибка загрузки пользователя');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(view.queryByText('Вход в кабинет')).toBeNull();

    fireEvent.click(view.getByRole('button', { name: 'Закрыть' }));
    expect(close).toHaveBeenCalled();

    userFails = false;
    fireEvent.click(view.getByRole('button', { name: 'Попробовать еще раз' }));
    // The button is gone with the spinner: the focus is on the dialog, not the page.
    expect(document.activeElement).toBe(view.getByRole('dialog'));
    await vi.waitFor(() => expect(view.queryByText('Ошибка загрузки пользователя')).toBeNull());
    // The purchase flow, at whichever step it opens (seats another file handed over through
    // the shared module state may take it on to checkout).
    await view.findByRole('heading', { name: /Дом на окраине/ });
    const userCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('v2/user/'));
    expect(userCalls).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
  });

  it("a session that cannot be bought says so first: its own failure, not the profile's", async () => {
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    mockFetch({
      'v1/session/': {
        status: 409,
        json: {
          status: 'error',
          errors: [{ title: 'Ошибка', detail: 'Ошибка 131: сеанс начался.' }],
        },
      },
      'v1/session/info/': { json: { status: 'success', data: null } },
      'v1/user/session': { json: { status: 'success', data: null } },
      'v2/user/': { networkError: 'Failed to fetch' },
    });
    const view = render(<PurchasePopup param="501" close={vi.fn()} />);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe('Сеанс уже начался. Покупка билетов недоступна.');
    expect(view.queryByText('Ошибка загрузки пользователя')).toBeNull();
  });
});

describe('seats kept at the strip times, carried to the popup of the time picked (decision 429)', () => {
  it('are taken by that popup as it opens: one closed before its session loaded leaves none behind', () => {
    mockFetch({});
    carryKeptSeats(77, new Map([[76, ['5', '6']]]));
    const { unmount } = render(<PurchasePopup param="77" close={() => {}} />);
    unmount();
    // The session pressed again from the playbill a moment later starts with nothing kept.
    expect(takeKeptSeats(77).size).toBe(0);
  });
});

describe('a choice saved at checkout before signing in (decision 431)', () => {
  const INFO = {
    title: 'Перед сеансом',
    body: 'Вход в зал за 15 минут.',
    video: null,
    images: [],
    button: null,
    agree: false,
  };

  function openRestored(places = sessionReply().data.places) {
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    mockFetch({
      'v1/session/': { json: sessionReply({ data: { ...sessionReply().data, places } }) },
      'v1/session/info/': { json: { status: 'success', data: INFO } },
      'v1/session/avatar/': { json: { status: 'success', data: {} } },
      'v1/user/session': { json: { status: 'success', data: null } },
      'v2/user/': { json: { status: 'success', data: userFixture() } },
    });
    window.history.replaceState(null, '', '/afisha');
    saveChoice(501, [1, 2], { step: 'checkout' });
    // The page loads again signed in: the choice is restored for the popup it opens.
    expect(restoreSavedChoice(() => undefined)).toBe(true);
    return render(
      <div role="dialog" tabIndex={-1} aria-label="Покупка билетов">
        <PurchasePopup param="501" close={vi.fn()} />
      </div>,
    );
  }

  it('reopens at checkout with its seats, past the info step the buyer has read', async () => {
    const view = openRestored();
    await view.findByText('Оформление заказа');
    const seats = view.getByRole('list', { name: 'Выбранные места' });
    expect(seats.querySelectorAll('li')).toHaveLength(2);
    expect(view.queryByText(INFO.body)).toBeNull();
    forgetRestoredSeats();
  });

  it('stays at the seat map, saying so, when one of its seats was taken meanwhile', async () => {
    const places = sessionReply().data.places.map((p) =>
      p.id === 2 ? place(2, { status: 0 }) : p,
    );
    const view = openRestored(places);
    await view.findByRole('list', { name: 'Выбранные места' });
    expect(view.getByRole('list', { name: 'Выбранные места' }).querySelectorAll('li')).toHaveLength(
      1,
    );
    expect(view.getByText(SEATS_TAKEN_TEXT)).toBeInTheDocument();
    expect(view.queryByText('Оформление заказа')).toBeNull();
    forgetRestoredSeats();
  });
});
