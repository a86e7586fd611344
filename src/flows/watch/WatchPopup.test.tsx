import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HallMapProps } from '../../ui/hall-map';
import { mockFetch } from '../../api/testing/mockFetch';
import { place, sessionData, sessionReply } from '../purchase/fixtures';
import { restoredSeatsFor, restoredStep } from '../purchase/savedChoice';
import { OWN_SEAT_MARK } from './ownSeatMark';
import { getDefaultStore } from 'jotai';
import { alertsAtom } from '../../ui/popups/alerts';
import { NO_SESSION_TEXT, NO_SESSION_TITLE, NO_SUCH_SESSION_TEXT } from '../purchase/noSession';
import WatchPopup, { checkoutLabel } from './WatchPopup';

// vi.waitFor gives up after 1 s by default; the suite's other waits allow 5 s (tests/setup.ts):
// the whole unit run on a loaded 2-core machine failed here once in several runs.
const SLOW = { timeout: 5000 };

// The map without pixi: one button per seat, its picture and state as attributes.
vi.mock('../../ui/hall-map', () => ({
  LazyHallMap: ({ hall, selection, avatars, seatNotes, onSeatPress }: HallMapProps) => (
    <ul aria-label="Места">
      {hall?.places.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            data-avatar={avatars?.[String(p.id)] ?? ''}
            data-note={seatNotes?.[String(p.id)] ?? ''}
            data-free={p.status ? '1' : '0'}
            aria-pressed={selection.includes(String(p.id))}
            onClick={() =>
              onSeatPress({
                id: String(p.id),
                sold: !p.status,
                row: String(p.row),
                place: String(p.place),
                price: p.price,
                via: 'pointer',
              })
            }
          >
            {`место ${p.id}`}
          </button>
        </li>
      ))}
    </ul>
  ),
  FreeSeatList: () => null,
  TapZoomHint: () => null,
  TAP_ZOOM_HINT_INSET_PX: 24,
  ZoomControls: () => null,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const data = sessionData({
  hall: 'Малый зал №2',
  places: [
    place(1),
    place(2),
    place(3, { status: 0 }),
    place(4, { price: 550 }),
    place(5, { status: 0 }),
  ],
});

function seat(n: number) {
  return screen.getByRole('button', { name: `место ${n}` });
}

/** The session's load answers `status` with the error `detail`; the avatars load. */
function sessionFails(status: number, detail: string) {
  mockFetch({
    'v1/session/': { status, json: { status: 'error', errors: [{ title: 'Ошибка', detail }] } },
    'v1/session/avatar/': { json: { status: 'success', data: {} } },
  });
}

describe('checkoutLabel', () => {
  it('groups thousands as the total beside it does (1 640 ₽)', () => {
    expect(checkoutLabel(900)).toBe('Оформить заказ на 900 руб.');
    expect(checkoutLabel(1640)).toBe('Оформить заказ на 1\u00a0640 руб.');
    expect(checkoutLabel(12500)).toBe('Оформить заказ на 12\u00a0500 руб.');
  });
});

describe('#my_places', () => {
  it("shows the header, the own seats marked and others' avatars; the server's list filters the choice", async () => {
    let available = [1, 2, 4];
    mockFetch({
      'v1/session/': {
        json: sessionReply({ data, order_success: { order_id: 9, session_id: 501, seats: [5] } }),
      },
      'v1/session/avatar/': { json: { status: 'success', data: { '3': '/uploads/a.png' } } },
      'v1/session/places/': () => ({
        json: {
          status: 'success',
          data: { available, sold: [], places: [] },
        },
      }),
    });
    render(<WatchPopup param="501" close={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: /Дом на окраине/ })).toBeTruthy();
    expect(screen.getByText('ул. Победы, 1')).toBeTruthy();
    expect(screen.getByText('Зал 2')).toBeTruthy();
    expect(screen.getByText('21.11.2026')).toBeTruthy();
    expect(screen.getByText('19:30')).toBeTruthy();
    await vi.waitFor(() => expect(seat(3).dataset.avatar).toBe('/uploads/a.png'), SLOW);
    expect(seat(5).dataset.avatar).toBe(OWN_SEAT_MARK);
    // The map calls it the buyer's, not taken; a press on it says so (decision 460).
    expect(seat(5).dataset.note).toBe('ваше место');
    expect(seat(3).dataset.note).toBe('');
    fireEvent.click(seat(5));
    expect(await screen.findByText('Это место уже ваше')).toBeTruthy();
    expect(screen.getByText(/Ваши места: ряд 1, место 5/)).toBeTruthy();

    fireEvent.click(seat(1));
    fireEvent.click(seat(4));
    const buy = await screen.findByRole('button', { name: 'Оформить заказ на 900 руб.' });
    await vi.waitFor(() => expect((buy as HTMLButtonElement).disabled).toBe(false), SLOW);

    // Seat 1 is bought by someone else; the next toggle's read drops it.
    available = [2, 4];
    fireEvent.click(seat(2));
    await screen.findByText('Некоторые места уже заняли, они убраны из выбора.');
    expect(seat(1).getAttribute('aria-pressed')).toBe('false');
    expect(seat(1).dataset.free).toBe('0');
    const after = await screen.findByRole('button', { name: 'Оформить заказ на 900 руб.' });
    await vi.waitFor(() => expect((after as HTMLButtonElement).disabled).toBe(false), SLOW);

    fireEvent.click(after);
    expect(window.location.hash).toBe('#buy=501');
    expect(restoredSeatsFor(501)).toEqual([4, 2]);
    expect(restoredStep(501)).toBe('next');
  });

  it('offers no order button while nothing is chosen', async () => {
    mockFetch({
      'v1/session/': { json: sessionReply({ data }) },
      'v1/session/avatar/': { json: { status: 'success', data: {} } },
    });
    render(<WatchPopup param="501" close={vi.fn()} />);
    await screen.findByRole('heading', { name: /Дом на окраине/ });
    expect(screen.getByText('Ваших мест на этом сеансе нет.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Оформить заказ/ })).toBeNull();
  });

  it('removing the last chosen seat hands the focus to the own seats’ line, not the popup’s top', async () => {
    mockFetch({
      'v1/session/': { json: sessionReply({ data }) },
      'v1/session/avatar/': { json: { status: 'success', data: {} } },
      'v1/session/places/': {
        json: { status: 'success', data: { available: [1, 2, 4], sold: [], places: [] } },
      },
    });
    render(<WatchPopup param="501" close={vi.fn()} />);
    await screen.findByRole('heading', { name: /Дом на окраине/ });
    fireEvent.click(seat(2));
    const remove = await screen.findByRole('button', { name: /^Убрать: / }, SLOW);
    remove.focus();
    fireEvent.click(remove);
    expect(screen.getByText('Ваших мест на этом сеансе нет.')).toHaveFocus();
  });

  it("says the session error as the watch view does: the detail and ' Попробуйте еще раз.'", async () => {
    sessionFails(500, 'Сервис занят.');
    render(<WatchPopup param="501" close={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Сервис занят. Попробуйте еще раз.',
    );
  });

  it('a session the server does not know, or a link without one, opens no popup: the playbill note says so, as #buy does', async () => {
    sessionFails(404, 'Сеанс не найден.');
    // Other files' alerts may still be queued in this worker's store.
    getDefaultStore().set(alertsAtom, []);
    const close = vi.fn();
    const view = render(<WatchPopup param="999999" close={close} />);
    await vi.waitFor(() => expect(close).toHaveBeenCalled(), SLOW);
    expect(getDefaultStore().get(alertsAtom)).toMatchObject([
      { title: NO_SESSION_TITLE, text: NO_SUCH_SESSION_TEXT, link: { href: '/afisha' } },
    ]);
    view.unmount();
    getDefaultStore().set(alertsAtom, []);
    const closeBad = vi.fn();
    render(<WatchPopup param="abc" close={closeBad} />);
    await vi.waitFor(() => expect(closeBad).toHaveBeenCalled(), SLOW);
    expect(getDefaultStore().get(alertsAtom)).toMatchObject([
      { title: NO_SESSION_TITLE, text: NO_SESSION_TEXT },
    ]);
    getDefaultStore().set(alertsAtom, []);
  });

  it("falls back to 'Ошибка получения сеанса.' without a detail", async () => {
    mockFetch({
      'v1/session/': { networkError: 'offline' },
      'v1/session/avatar/': { networkError: 'offline' },
    });
    render(<WatchPopup param="501" close={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ошибка получения сеанса.');
    expect(
      within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Закрыть' }),
    ).toBeTruthy();
  });
});
