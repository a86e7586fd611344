/**
 * The one web-analytics adapter (spec section 7: a goal is sent on the buy press). It calls the
 * counter's `ym(id, 'reachGoal', goal)` when a counter is on the page and does nothing otherwise;
 * analytics must never break a purchase, so every failure is swallowed.
 */

type Ym = (counter: number, action: 'reachGoal', goal: string) => void;

interface AnalyticsWindow {
  ym?: Ym;
  /** The counter's id, set by the snippet that loads the counter. */
  ymCounterId?: number;
}

export function reachGoal(goal: 'buy', target: Window = window): void {
  const { ym, ymCounterId } = target as unknown as AnalyticsWindow;
  if (typeof ym !== 'function') return;
  try {
    ym(typeof ymCounterId === 'number' ? ymCounterId : 0, 'reachGoal', goal);
  } catch {
    // A broken counter script is not the buyer's problem.
  }
}
