import { describe, expect, it } from 'vitest';
import { countedLength } from './textLength';

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
