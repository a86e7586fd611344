import type { PlaybillDay, PlaybillResponse, PlaybillSession } from '@softkino/contract';

export interface FilmDays {
  /** The playbill's days, each `empty` unless this film has a session on it. */
  days: PlaybillDay[];
  /** The film's sessions by date (deleted ones left out). */
  sessions: Record<string, PlaybillSession[]>;
  /** The first day with a session, or -1 when the film has none here. */
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
  return { days, sessions, firstIndex: days.findIndex((d) => !d.empty) };
}
