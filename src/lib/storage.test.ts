import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

function isNumber(value: unknown): value is number {
  return typeof value === 'number';
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage', () => {
  it('round-trips JSON values', () => {
    expect(writeStored('k', 42)).toBe(true);
    expect(readStored('k', isNumber, 0)).toBe(42);
    removeStored('k');
    expect(readStored('k', isNumber, 7)).toBe(7);
  });

  it('reads a corrupt value as the fallback', () => {
    localStorage.setItem('k', '{not json');
    expect(readStored('k', isNumber, 5)).toBe(5);
  });

  it('reads a value of the wrong shape as the fallback', () => {
    localStorage.setItem('k', '"text"');
    expect(readStored('k', isNumber, 5)).toBe(5);
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(readStored('k', isNumber, 3)).toBe(3);
    expect(writeStored('k', 1)).toBe(false);
  });
});
