/**
 * What a key does on the focused map: arrows move the focus seat, Enter or Space press it,
 * + and - zoom. Pure, so the mapping is tested without a DOM.
 */
import type { NavDirection } from '../kernels/keyboardNav';

export type KeyAction =
  { kind: 'move'; dir: NavDirection } | { kind: 'press' } | { kind: 'zoom'; dir: 1 | -1 } | null;

const ARROWS: Record<string, NavDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The action of `key`, or null when the map ignores it (the browser keeps its default). */
export function keyAction(key: string): KeyAction {
  const dir = ARROWS[key];
  if (dir) return { kind: 'move', dir };
  if (key === 'Enter' || key === ' ') return { kind: 'press' };
  if (key === '+' || key === '=') return { kind: 'zoom', dir: 1 };
  if (key === '-') return { kind: 'zoom', dir: -1 };
  return null;
}
