/**
 * The item whose button takes the focus when `removed` goes from `ids`: the next one, or the
 * one before when it was the last; null when none is left. The focus moves before the item goes,
 * so it never falls to the page (the seat list, the wishlist, the profile's children; decisions
 * 396, 430).
 */
export function focusAfterRemoval(ids: readonly string[], removed: string): string | null {
  const at = ids.indexOf(removed);
  if (at < 0) return null;
  return ids[at + 1] ?? ids[at - 1] ?? null;
}
