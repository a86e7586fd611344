import { describe, expect, it, vi } from 'vitest';
import { reachGoal } from './analytics';

describe('reachGoal', () => {
  it('does nothing without a counter', () => {
    expect(() => reachGoal('buy', {} as Window)).not.toThrow();
  });

  it("calls ym(counter, 'reachGoal', goal) when a counter is present", () => {
    const ym = vi.fn();
    reachGoal('buy', { ym, ymCounterId: 123 } as unknown as Window);
    expect(ym).toHaveBeenCalledWith(123, 'reachGoal', 'buy');
  });

  it('swallows a failing counter', () => {
    const ym = vi.fn(() => {
      throw new Error('blocked');
    });
    expect(() => reachGoal('buy', { ym } as unknown as Window)).not.toThrow();
  });
});
