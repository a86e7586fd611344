import { describe, expect, it } from 'vitest';
import { countedLength, tooLongHint } from './textLength';

describe('countedLength', () => {
  it('counts what a reader sees: spaces around cut, a run of spaces inside as one', () => {
    expect(countedLength('  Отличный   фильм \n\n всем  ')).toBe('Отличный фильм всем'.length);
  });

  it('counts an emoji, a flag or a letter with a combining mark as one character', () => {
    expect(countedLength('Кино 🎬')).toBe(6);
    expect(countedLength('🇷🇺')).toBe(1);
    expect(countedLength('👨‍👩‍👧')).toBe(1);
    // 'е' followed by the combining diaeresis reads as one 'ё'.
    expect(countedLength('е\u0308лка')).toBe(4);
    // Thirteen emoji do not pass a 25-character minimum.
    expect(countedLength('😀'.repeat(13))).toBe(13);
  });
});

describe('tooLongHint (decision 412)', () => {
  it('is null within the limit and names the excess past it, in the right word form', () => {
    expect(tooLongHint('  абв  ', 3)).toBeNull();
    expect(tooLongHint('абвг', 3)).toBe('4 из 3: сократите на 1 символ');
    // Thousands grouped as in every count of the site (decision 429).
    expect(tooLongHint('а'.repeat(2003), 2000)).toBe(
      '2\u00a0003 из 2\u00a0000: сократите на 3 символа',
    );
    expect(tooLongHint('а'.repeat(3012), 2000)).toBe(
      '3\u00a0012 из 2\u00a0000: сократите на 1\u00a0012 символов',
    );
  });

  it("counts as the limit's check does: line breaks a reader does not count still count", () => {
    // 1,991 characters a reader sees, 2,011 stored: over, and the counter says so in stored units.
    const text = `${'а'.repeat(995)}${'\n'.repeat(21)}${'б'.repeat(995)}`;
    expect(countedLength(text)).toBeLessThan(2000);
    expect(tooLongHint(text, 2000)).toBe('2\u00a0011 из 2\u00a0000: сократите на 11 символов');
  });
});
