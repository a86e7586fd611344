import { describe, expect, it } from 'vitest';
import { renderReceipt } from '../src/sandbox/receiptPage';
import type { ReceiptBody } from '../src/services/receipts';

function body(timezone?: string): ReceiptBody {
  return {
    kind: 'income',
    idempotencyKey: 'income:1:0',
    orderNumber: '100008',
    customerEmail: 'buyer@example.ru',
    lines: [{ name: 'Билет в кино', price: 450, quantity: 1, sum: 450, vat: 'vat22' }],
    total: 450,
    payments: { electronic: 450, bonus: 0 },
    methodLabel: 'СБП',
    issuedAt: '2026-11-28T18:28:47.000Z',
    fiscal: { fn: '9999078900001234', fd: '1', fp: '123', registerNumber: '0000000001' },
    cinema: { name: 'СофтКино Галерея', address: 'Челябинск', ...(timezone ? { timezone } : {}) },
  };
}

/**
 * A receipt is printed in the time of the cinema that sold the ticket, as the order page shows
 * it (the walk saw 21:28 on the receipt of a Chelyabinsk order the page dated 23:28).
 */
describe('sandbox receipt page', () => {
  it('prints the time of issue in the cinema’s zone', () => {
    expect(renderReceipt('income', body('Asia/Yekaterinburg'))).toContain('28.11.2026, 23:28:47');
  });

  it('a receipt stored without the zone keeps Moscow time', () => {
    expect(renderReceipt('income', body())).toContain('28.11.2026, 21:28:47');
  });
});
