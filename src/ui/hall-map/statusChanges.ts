import type { HallPayload, HallPlace } from '../../scheme-engine';

function samePlace(a: HallPlace, b: HallPlace): boolean {
  return (
    a.id === b.id &&
    a.x === b.x &&
    a.y === b.y &&
    a.row === b.row &&
    a.place === b.place &&
    a.price === b.price &&
    a.color === b.color &&
    a.isChild === b.isChild
  );
}

/**
 * When `next` is `drawn` with only seats' sale statuses changed (the hall re-read after the
 * server said seats were taken), the seats whose status changed, id to free; null when the
 * hall itself differs and must be drawn anew.
 */
export function statusChanges(
  drawn: HallPayload,
  next: HallPayload,
): Record<string, boolean> | null {
  if (drawn.width !== next.width || drawn.height !== next.height) return null;
  if (drawn.enters !== next.enters) return null;
  if (drawn.places.length !== next.places.length) return null;
  const changes: Record<string, boolean> = {};
  for (let i = 0; i < next.places.length; i++) {
    const before = drawn.places[i]!;
    const after = next.places[i]!;
    if (!samePlace(before, after)) return null;
    if (Boolean(before.status) !== Boolean(after.status))
      changes[String(after.id)] = Boolean(after.status);
  }
  return changes;
}
