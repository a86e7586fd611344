import { describe, expect, it, vi } from 'vitest';
import { CANCEL_PAID_MESSAGES, type CancelPaidOrderResult } from '@softkino/contract';
import { ApiError } from '../../api/errors';
import { CancelPaidController, type CancelPaidApi } from './cancelPaidController';

const result: CancelPaidOrderResult = {
  id: 7,
  status: 'cancelled',
  refund: 560,
  bonus_returned: 40,
  bonus_taken: 56,
};

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(cancel: CancelPaidApi['cancelPaidOrder']) {
  const api = { cancelPaidOrder: vi.fn(cancel) };
  const refresh = vi.fn(() => Promise.resolve());
  const announce = vi.fn();
  const controller = new CancelPaidController(7, { refresh, announce }, api);
  controller.start();
  return { api, refresh, announce, controller };
}

describe('CancelPaidController', () => {
  it('cancels once, then announces the cancel and reads the order again', async () => {
    const answer = deferred<CancelPaidOrderResult>();
    const { api, refresh, announce, controller } = setUp(() => answer.promise);
    controller.dispatch({ type: 'ask' });
    controller.dispatch({ type: 'confirm' });
    controller.dispatch({ type: 'confirm' });
    expect(api.cancelPaidOrder).toHaveBeenCalledTimes(1);
    expect(api.cancelPaidOrder).toHaveBeenCalledWith(7);
    expect(controller.getState().phase).toBe('cancelling');
    expect(refresh).not.toHaveBeenCalled();

    answer.resolve(result);
    await vi.waitFor(() => expect(controller.getState().command).toBeNull());
    expect(controller.getState()).toMatchObject({ phase: 'done', result });
    expect(announce).toHaveBeenCalledWith(7);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in the popup and reads nothing again", async () => {
    const { refresh, announce, controller } = setUp(() =>
      Promise.reject(new ApiError('server', CANCEL_PAID_MESSAGES.tooLate)),
    );
    controller.dispatch({ type: 'ask' });
    controller.dispatch({ type: 'confirm' });
    await vi.waitFor(() => expect(controller.getState().phase).toBe('confirm'));
    expect(controller.getState().error).toBe(CANCEL_PAID_MESSAGES.tooLate);
    expect(refresh).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
  });

  it('says a network failure in the generic words', async () => {
    const { controller } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    controller.dispatch({ type: 'ask' });
    controller.dispatch({ type: 'confirm' });
    await vi.waitFor(() => expect(controller.getState().error).not.toBe(''));
    expect(controller.getState().error).toBe(
      'Что-то пошло не так: Failed to fetch. Попробуйте еще раз.',
    );
  });

  it('drops an answer that arrives after it stopped', async () => {
    const answer = deferred<CancelPaidOrderResult>();
    const { refresh, controller } = setUp(() => answer.promise);
    controller.dispatch({ type: 'ask' });
    controller.dispatch({ type: 'confirm' });
    const stop = controller.start();
    stop();
    answer.resolve(result);
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.getState().phase).toBe('cancelling');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ends as cancelled even when reading the order again fails', async () => {
    const api = { cancelPaidOrder: vi.fn(() => Promise.resolve(result)) };
    const controller = new CancelPaidController(
      7,
      { refresh: () => Promise.reject(new Error('offline')), announce: () => undefined },
      api,
    );
    controller.start();
    controller.dispatch({ type: 'ask' });
    controller.dispatch({ type: 'confirm' });
    await vi.waitFor(() => expect(controller.getState().command).toBeNull());
    expect(controller.getState()).toMatchObject({ phase: 'done', error: '' });
  });
});
