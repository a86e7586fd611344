import { describe, expect, it } from 'vitest';
import { cardProblem } from '../src/services/card';

const NOW = new Date('2026-03-10T07:00:00Z');
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' });
const ONLY = 'Принимаются только карты VISA и MASTERCARD';

describe('the sandbox bank card check', () => {
  it('takes VISA and MASTERCARD, both its 51-55 and its 2221-2720 ranges', () => {
    for (const n of [
      '4111 1111 1111 1111',
      '5555 5555 5555 4444',
      '2221 0000 0000 0009',
      '2720 0000 0000 0005',
    ])
      expect(cardProblem(card(n), NOW)).toBeNull();
  });

  it('refuses Mir (2200-2204) and numbers just outside the MASTERCARD 2-series', () => {
    for (const n of ['2200 0000 0000 0004', '2721 0000 0000 0004'])
      expect(cardProblem(card(n), NOW)).toBe(ONLY);
  });

  it('reads the expiry as people type it: 12/28, 12 / 28, 1228, 12.28, 12/2028', () => {
    const visa = card('4111 1111 1111 1111');
    for (const expiry of ['12/28', '12 / 28', '1228', '12.28', '12-28', '12/2028', '122028'])
      expect([expiry, cardProblem({ ...visa, expiry }, NOW)]).toEqual([expiry, null]);
    for (const expiry of ['13/28', '122', '12/2028x', ''])
      expect([expiry, cardProblem({ ...visa, expiry }, NOW)]).toEqual([
        expiry,
        'Проверьте срок действия карты',
      ]);
  });
});
