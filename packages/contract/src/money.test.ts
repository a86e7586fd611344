import { describe, expect, it } from 'vitest';
import { formatRubles, priceText } from './money';

describe('money', () => {
  it('formats roubles with a no-break space before the sign', () => {
    expect(formatRubles(350)).toBe('350\u00a0₽');
    expect(formatRubles(1250).replace(/\s/g, ' ')).toBe('1 250 ₽');
  });

  it('shows one price when min equals max', () => {
    expect(priceText(350, 350)).toBe('350\u00a0₽');
  });

  it("shows 'от' the minimum when the prices differ", () => {
    expect(priceText(250, 450)).toBe('от 250\u00a0₽');
  });
});
