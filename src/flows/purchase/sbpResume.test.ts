import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SbpOrderStatus } from '@softkino/contract';
import { resumeSbpPayment } from './sbpResume';
import {
  clearUnpaidMarkers,
  markUnpaidOrder,
  readOrderId,
  readSbpPayment,
  storeSbpPayment,
} from './unpaidMarkers';

const MARKER = { orderId: 9, orderNumber: '9', callbackUrl: '/order/9', expiresAt: 0 };

function answers(...list: (SbpOrderStatus | Error)[]) {
  return vi.fn(async (): Promise<SbpOrderStatus> => {
    const next = list.shift() ?? 'pending';
    if (next instanceof Error) throw next;
    return next;
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  clearUnpaidMarkers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('resumeSbpPayment', () => {
  it('does nothing without the SBPPAY marker', async () => {
    const status = answers();
    resumeSbpPayment({ status, navigate: vi.fn() });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status).not.toHaveBeenCalled();
  });

  it('asks at once, then every 15 s; paid clears the markers and opens the order 1 s later', async () => {
    markUnpaidOrder(9);
    storeSbpPayment(MARKER);
    const status = answers('pending', new Error('offline'), 'paid');
    const navigate = vi.fn();
    resumeSbpPayment({ status, navigate });
    await vi.advanceTimersByTimeAsync(0);
    expect(status).toHaveBeenCalledWith('9');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_001);
    expect(status).toHaveBeenCalledTimes(3);
    expect(readOrderId()).toBeNull();
    expect(readSbpPayment()).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/order/9');
  });

  it("expired clears only this order's markers and leaves the buyer where they are", async () => {
    markUnpaidOrder(12); // a newer order of this browser
    storeSbpPayment(MARKER);
    const navigate = vi.fn();
    resumeSbpPayment({ status: answers('expired'), navigate });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(readSbpPayment()).toBeNull();
    expect(readOrderId()).toBe(12);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops when the marker goes (the panel of a new payment took over)', async () => {
    storeSbpPayment(MARKER);
    const status = answers('pending');
    resumeSbpPayment({ status, navigate: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    storeSbpPayment({ ...MARKER, orderId: 10, orderNumber: '10' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status).toHaveBeenCalledTimes(1);
  });
});
