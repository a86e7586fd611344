import { describe, expect, it, vi } from 'vitest';
import type { SeatPressEvent } from '../../scheme-engine';
import { WatchController } from './watchController';

function press(id: number): { type: 'seatPressed'; press: SeatPressEvent } {
  return {
    type: 'seatPressed',
    press: { id: String(id), sold: false, row: '1', place: String(id), price: 300, via: 'pointer' },
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('WatchController', () => {
  it('reads the places after each toggle; only the newest answer filters the selection', async () => {
    const answers = [deferred<{ available: number[] }>(), deferred<{ available: number[] }>()];
    let call = 0;
    const api = {
      fetchSessionPlaces: vi.fn(
        () => answers[call++]?.promise ?? new Promise<{ available: number[] }>(() => {}),
      ),
    };
    const startPurchase = vi.fn();
    const controller = new WatchController(5, { startPurchase }, api);
    controller.start();
    controller.dispatch(press(1));
    controller.dispatch(press(2));
    expect(api.fetchSessionPlaces).toHaveBeenCalledTimes(2);
    expect(api.fetchSessionPlaces).toHaveBeenCalledWith(5);
    // The first (older) answer says nothing is free: it is dropped.
    answers[0]?.resolve({ available: [] });
    await Promise.resolve();
    expect(controller.getState().selection).toEqual(['1', '2']);
    answers[1]?.resolve({ available: [2] });
    await vi.waitFor(() => expect(controller.getState().command).toBeNull());
    expect(controller.getState().selection).toEqual(['2']);
  });

  it('says a failed read in the spec words and keeps the seats', async () => {
    const api = { fetchSessionPlaces: vi.fn(() => Promise.reject(new TypeError('offline'))) };
    const controller = new WatchController(5, { startPurchase: vi.fn() }, api);
    controller.start();
    controller.dispatch(press(1));
    await vi.waitFor(() =>
      expect(controller.getState().notice).toBe('Ошибка загрузки мест сеанса'),
    );
    expect(controller.getState().selection).toEqual(['1']);
  });

  it('hands the seats to the purchase popup once', async () => {
    const api = { fetchSessionPlaces: vi.fn(() => Promise.resolve({ available: [1, 2] })) };
    const startPurchase = vi.fn();
    const controller = new WatchController(5, { startPurchase }, api);
    controller.start();
    controller.dispatch(press(1));
    controller.dispatch(press(2));
    await vi.waitFor(() => expect(controller.getState().command).toBeNull());
    controller.dispatch({ type: 'checkout' });
    controller.dispatch({ type: 'checkout' });
    expect(startPurchase).toHaveBeenCalledTimes(1);
    expect(startPurchase).toHaveBeenCalledWith(5, [1, 2]);
  });

  it('drops answers after it stopped', async () => {
    const answer = deferred<{ available: number[] }>();
    const api = { fetchSessionPlaces: vi.fn(() => answer.promise) };
    const controller = new WatchController(5, { startPurchase: vi.fn() }, api);
    const stop = controller.start();
    controller.dispatch(press(1));
    stop();
    answer.resolve({ available: [] });
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.getState().selection).toEqual(['1']);
  });
});
