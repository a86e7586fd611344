import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';

describe('keyAction', () => {
  it('maps arrows, Enter/Space and +/- and ignores the rest', () => {
    expect(keyAction('ArrowUp')).toEqual({ kind: 'move', dir: 'up' });
    expect(keyAction('ArrowLeft')).toEqual({ kind: 'move', dir: 'left' });
    expect(keyAction('Enter')).toEqual({ kind: 'press' });
    expect(keyAction(' ')).toEqual({ kind: 'press' });
    expect(keyAction('=')).toEqual({ kind: 'zoom', dir: 1 });
    expect(keyAction('-')).toEqual({ kind: 'zoom', dir: -1 });
    expect(keyAction('Tab')).toBeNull();
    expect(keyAction('a')).toBeNull();
  });
});
