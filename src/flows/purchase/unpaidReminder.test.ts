import { beforeEach, describe, expect, it, vi } from 'vitest';

const checkUnpaidOrder = vi.fn(async () => () => {});
const resumeSbpPayment = vi.fn(() => () => {});
vi.mock('./unpaidOnLoad', () => ({ checkUnpaidOrder }));
vi.mock('./sbpResume', () => ({ resumeSbpPayment }));

const { remindOfUnpaidOrder } = await import('./unpaidReminder');
const { clearUnpaidMarkers, markUnpaidOrder, storeSbpPayment } = await import('./unpaidMarkers');

/** The dynamic imports of the reminder have run. */
const settled = () => vi.dynamicImportSettled();

beforeEach(() => {
  checkUnpaidOrder.mockClear();
  resumeSbpPayment.mockClear();
});

describe('the purchase popup closed with its order unpaid (decision 399)', () => {
  it('shows the unpaid-order popup while the order is still the marked one', async () => {
    markUnpaidOrder(42);
    remindOfUnpaidOrder(42);
    await settled();
    expect(checkUnpaidOrder).toHaveBeenCalledTimes(1);
    expect(resumeSbpPayment).not.toHaveBeenCalled();
  });

  it('says nothing of an order paid, cancelled or replaced meanwhile', async () => {
    clearUnpaidMarkers();
    remindOfUnpaidOrder(42);
    markUnpaidOrder(43);
    remindOfUnpaidOrder(42);
    await settled();
    expect(checkUnpaidOrder).not.toHaveBeenCalled();
  });

  it('goes on asking the bank about its SBP payment, which may still be paid', async () => {
    markUnpaidOrder(43);
    storeSbpPayment({
      orderId: 43,
      orderNumber: '100043',
      callbackUrl: '/order/43',
      expiresAt: Date.now() + 60_000,
    });
    remindOfUnpaidOrder(43);
    await settled();
    expect(checkUnpaidOrder).toHaveBeenCalledTimes(1);
    expect(resumeSbpPayment).toHaveBeenCalledTimes(1);
  });
});
