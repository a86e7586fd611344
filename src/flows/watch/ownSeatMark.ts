/**
 * The picture the watch view draws on the buyer's own seats through the engine's avatar API
 * (the server leaves them out of session/avatar/): a green disc with a tick, inline, so it
 * needs no request and never fails to load.
 */
export const OWN_SEAT_COLOR = '#8ff0c2';

export const OWN_SEAT_MARK = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${OWN_SEAT_COLOR}"/><path d="M18 33l9 9 19-20" fill="none" stroke="#0e0f13" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
)}`;

/** Others' avatars with the buyer's own seats marked (own seats win over anything sent). */
export function watchAvatars(
  others: Readonly<Record<string, string>>,
  ownSeats: readonly number[],
): Record<string, string> {
  const avatars: Record<string, string> = { ...others };
  for (const id of ownSeats) avatars[String(id)] = OWN_SEAT_MARK;
  return avatars;
}

/** What the map says of a seat the buyer owns, where it would say 'занято' (decision 460). */
export const OWN_SEAT_TEXT = 'ваше место';

/** The map's words for the buyer's own seats: seat id to {@link OWN_SEAT_TEXT}. */
export function ownSeatNotes(ownSeats: readonly number[]): Record<string, string> {
  return Object.fromEntries(ownSeats.map((id) => [String(id), OWN_SEAT_TEXT]));
}
