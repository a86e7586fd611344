import { useState } from 'react';
import type { PlaybillResponse } from '../../api/schemas';
import { todayInZone } from '../../lib/dates';
import { showEmptyDayAlert } from '../../ui/popups/alerts';
import { DayStrip } from './DayStrip';
import { FilmCard } from './FilmCard';
import { INCOMPLETE_NOTICE, filmsOfDay, showIncompleteNotice } from './playbillRules';

interface PlaybillDayViewProps {
  reply: PlaybillResponse;
  timeZone: string | undefined;
}

/** The day strip and the chosen day's films; the first day is chosen at start. */
export function PlaybillDayView({ reply, timeZone }: PlaybillDayViewProps) {
  const [dayIndex, setDayIndex] = useState(0);
  const [todayText] = useState(() => todayInZone(timeZone, new Date()));
  const day = reply.map[dayIndex];
  const films = day ? filmsOfDay(reply.data, day.date) : [];

  function onSelect(index: number) {
    if (reply.map[index]?.empty) showEmptyDayAlert();
    else setDayIndex(index);
  }

  if (!day) {
    return (
      <p className="playbill-empty">В этом кинотеатре пока нет расписания. Загляните позже.</p>
    );
  }

  return (
    <>
      <DayStrip
        days={reply.map}
        selectedIndex={dayIndex}
        todayText={todayText}
        onSelect={onSelect}
      />
      {showIncompleteNotice(films.length, dayIndex) && (
        <p className="playbill-notice" role="note">
          {INCOMPLETE_NOTICE}
        </p>
      )}
      {films.length === 0 ? (
        <p className="playbill-empty">На этот день сеансов нет. Выберите другой день.</p>
      ) : (
        <ul className="film-list" aria-label="Фильмы дня">
          {films.map((film) => (
            <li key={film.id}>
              <FilmCard film={film} date={day.date} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
