import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_CANCELLED_EVENT } from '../../lib/orderEvents';
import { CANCEL_TEXT, cancelTarget, cancelUnpaidOrder } from './cancelOrderFlow';
import { clearUnpaidMarkers, hasUnpaidMarker, markUnpaidOrder, readOrderId } from './unpaidMarkers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  clearUnpaidMarkers();
});

describe('cancel unpaid order', () => {
  it('has the spec texts', () => {
    expect(CANCEL_TEXT).toMatchObject({
      title: 'Отменить?',
      question: 'Вы действительно хотите отменить заказ?',
      confirm: 'Да, отменить',
      doneTitle: 'Заказ отменен',
      doneText: 'Теперь вы можете купить другой билет',
    });
  });

  it('cancels, closes, clears the markers (cookie too), then 500 ms later says so', async () => {
    markUnpaidOrder(77);
    expect(document.cookie).toContain('UNPAID_ORDER=77');
    const cancel = vi.fn(async () => {});
    const announce = vi.fn();
    const close = vi.fn();
    const heard = vi.fn();
    window.addEventListener(ORDER_CANCELLED_EVENT, heard);
    await cancelUnpaidOrder(77, close, { cancel, announce });
    window.removeEventListener(ORDER_CANCELLED_EVENT, heard);
    expect(cancel).toHaveBeenCalledWith(77);
    expect(close).toHaveBeenCalledTimes(1);
    expect(hasUnpaidMarker()).toBe(false);
    expect(document.cookie).not.toContain('UNPAID_ORDER=77');
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(announce).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('a refused cancel keeps the popup and the markers', async () => {
    markUnpaidOrder(77);
    const close = vi.fn();
    await expect(
      cancelUnpaidOrder(77, close, { cancel: () => Promise.reject(new Error('409')) }),
    ).rejects.toThrow();
    expect(close).not.toHaveBeenCalled();
    expect(readOrderId()).toBe(77);
  });

  it("cancelling another order leaves this browser's current markers", async () => {
    markUnpaidOrder(78);
    await cancelUnpaidOrder(77, () => {}, { cancel: async () => {}, announce: () => {} });
    expect(readOrderId()).toBe(78);
  });

  it('takes the order from the anchor, else the marked one', () => {
    expect(cancelTarget('15')).toBe(15);
    expect(cancelTarget('abc')).toBeNull();
    markUnpaidOrder(78);
    expect(cancelTarget('')).toBe(78);
  });
});
