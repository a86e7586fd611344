import { describe, expect, it } from 'vitest';
import { formatKopecks, formatRubles, priceText } from './money';

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

  it('formats roubles and kopecks as a receipt prints them (decision 451)', () => {
    expect(formatKopecks(59.51)).toBe('59,51\u00a0₽');
    expect(formatKopecks(330)).toBe('330,00\u00a0₽');
    expect(formatKopecks(0.5)).toBe('0,50\u00a0₽');
    expect(formatKopecks(1250.4).replace(/\s/g, ' ')).toBe('1 250,40 ₽');
  });
});
