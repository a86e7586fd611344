import { describe, expect, it } from 'vitest';
import type { SeatPressEvent } from '../../scheme-engine';
import {
  hallLabel,
  initialWatchState,
  watchReducer,
  watchSessionErrorText,
  WATCH_TEXT,
  type WatchEvent,
  type WatchState,
} from './watchMachine';

function press(id: number, sold = false): WatchEvent {
  const event: SeatPressEvent = {
    id: String(id),
    sold,
    row: '1',
    place: String(id),
    price: 300,
    via: 'pointer',
  };
  return { type: 'seatPressed', press: event };
}

function run(events: WatchEvent[], state: WatchState = initialWatchState(5)): WatchState {
  return events.reduce(watchReducer, state);
}

describe('watchReducer', () => {
  it('asks for the places after each toggle, and the available list filters the selection', () => {
    const one = run([press(1)]);
    expect(one.selection).toEqual(['1']);
    expect(one.command).toEqual({ type: 'readPlaces', sessionId: 5 });
    const two = watchReducer(one, press(2));
    expect(two.selection).toEqual(['1', '2']);
    expect(two.command).not.toBe(one.command);
    // Seat 1 was bought by someone else meanwhile.
    const read = watchReducer(two, { type: 'placesRead', available: [2, 3, 4] });
    expect(read).toMatchObject({ selection: ['2'], notice: WATCH_TEXT.taken, command: null });
    expect([...(read.available ?? [])]).toEqual([2, 3, 4]);
    // Untoggling is a toggle too: it reads again.
    const off = watchReducer(read, press(2));
    expect(off).toMatchObject({ selection: [], notice: '', command: { type: 'readPlaces' } });
  });

  it('keeps the selection whole when every chosen seat is still available', () => {
    const read = run([press(1), press(2), { type: 'placesRead', available: [1, 2] }]);
    expect(read).toMatchObject({ selection: ['1', '2'], notice: '' });
  });

  it('refuses sold seats and a ninth seat with the rules texts, reading nothing', () => {
    const sold = run([press(1, true)]);
    expect(sold).toMatchObject({ selection: [], notice: 'Это место уже занято', command: null });
    const eight = run([1, 2, 3, 4, 5, 6, 7, 8].map((id) => press(id)));
    const ninth = watchReducer({ ...eight, command: null }, press(9));
    expect(ninth.selection).toHaveLength(8);
    expect(ninth.notice).toBe('Можно выбрать не более 8 мест');
    expect(ninth.command).toBeNull();
  });

  it("calls a press on the buyer's own seat theirs, not taken (decision 460)", () => {
    const own = run([{ ...press(5, true), own: true } as WatchEvent]);
    expect(own).toMatchObject({ selection: [], notice: 'Это место уже ваше', command: null });
    // A taken seat of someone else's still says so.
    expect(run([{ ...press(6, true), own: false } as WatchEvent]).notice).toBe(
      'Это место уже занято',
    );
  });

  it('says a failed read and keeps the selection; ignores answers nobody asked for', () => {
    const failed = run([
      press(1),
      { type: 'placesFailed', message: 'Ошибка загрузки мест сеанса' },
    ]);
    expect(failed).toMatchObject({ selection: ['1'], notice: 'Ошибка загрузки мест сеанса' });
    expect(watchReducer(failed, { type: 'placesRead', available: [] })).toBe(failed);
  });

  it('hands the chosen seats to the purchase once, and only with seats chosen', () => {
    const none = initialWatchState(5);
    expect(watchReducer(none, { type: 'checkout' })).toBe(none);
    const chosen = run([press(3), press(4), { type: 'placesRead', available: [3, 4] }]);
    const buying = watchReducer(chosen, { type: 'checkout' });
    expect(buying.command).toEqual({ type: 'purchase', sessionId: 5, seats: [3, 4] });
    expect(watchReducer(buying, { type: 'checkout' })).toBe(buying);
    expect(watchReducer(buying, press(6))).toBe(buying);
    const started = watchReducer(buying, { type: 'purchaseStarted' });
    expect(started).toMatchObject({ command: null, handedOver: true });
    expect(watchReducer(started, { type: 'checkout' })).toBe(started);
    // While the places are being read, the seats are not final yet.
    const reading = watchReducer(chosen, press(5));
    expect(watchReducer(reading, { type: 'checkout' })).toBe(reading);
  });

  it('removes a seat from the list like a toggle', () => {
    const chosen = run([press(3), { type: 'placesRead', available: [3] }]);
    expect(watchReducer(chosen, { type: 'removeSeat', id: '3' })).toMatchObject({
      selection: [],
      command: { type: 'readPlaces' },
    });
    expect(watchReducer(chosen, { type: 'removeSeat', id: '9' })).toBe(chosen);
  });
});

describe('watch view texts', () => {
  it('the session error: the detail and "Попробуйте еще раз.", else the default', () => {
    expect(watchSessionErrorText('Сеанс не найден.')).toBe('Сеанс не найден. Попробуйте еще раз.');
    expect(watchSessionErrorText(undefined)).toBe('Ошибка получения сеанса.');
    expect(watchSessionErrorText('  ')).toBe('Ошибка получения сеанса.');
  });

  it("the hall: 'Зал N' from the name's digits, else the raw name", () => {
    expect(hallLabel('Зал 3')).toBe('Зал 3');
    expect(hallLabel('Малый зал №2')).toBe('Зал 2');
    expect(hallLabel('12')).toBe('Зал 12');
    expect(hallLabel('VIP')).toBe('VIP');
  });
});
