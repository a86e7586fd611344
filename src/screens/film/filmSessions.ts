import type { PlaybillDay, PlaybillResponse, PlaybillSession } from '@softkino/contract';

export interface FilmDays {
  /** The playbill's days, each `empty` unless this film has a session on it. */
  days: PlaybillDay[];
  /** The film's sessions by date (deleted ones left out). */
  sessions: Record<string, PlaybillSession[]>;
  /**
   * The day the page opens on: the first with a session one can still buy, else the first with
   * any session (all started or closed), or -1 when the film has none here. In the evening, when
   * today's sessions have all started, the page opens on tomorrow, as the wishlist's card and
   * its 'Еще N сеансов' link count (decision 353).
   */
  firstIndex: number;
}

/** The film's days and sessions within a playbill of the chosen city and cinema. */
export function filmDays(reply: PlaybillResponse, filmId: number): FilmDays {
  const film = reply.data.find((f) => f.id === filmId);
  const sessions: Record<string, PlaybillSession[]> = {};
  for (const [date, list] of Object.entries(film?.sessions ?? {})) {
    const shown = list.filter((s) => !s.del);
    if (shown.length > 0) sessions[date] = shown;
  }
  const days = reply.map.map((day) => ({ ...day, empty: !sessions[day.date] }));
  const buyable = days.findIndex((d) => sessions[d.date]?.some((s) => !s.disabled));
  return { days, sessions, firstIndex: buyable >= 0 ? buyable : days.findIndex((d) => !d.empty) };
}
