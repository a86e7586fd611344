import { startTransition, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PlaybillFilm, PlaybillResponse, PlaybillSession } from '@softkino/contract';
import { dayLabel, todayInZone } from '../../lib/dates';
import { pluralize, type WordForms } from '@softkino/contract/plural';
import { showEmptyDayAlert } from '../../ui/popups/alerts';
import { DayStrip } from './DayStrip';
import { posterPosition } from './FilmPoster';
import { FilmCard } from './FilmCard';
import { FilmRow } from './FilmRow';
import { FilterBar } from './FilterBar';
import {
  daysWithMatches,
  filmOnDay,
  filterFilms,
  formatChoices,
  isFiltered,
  resetFilters,
} from './playbillFilters';
import {
  INCOMPLETE_NOTICE,
  TODAY_OVER_NOTICE,
  filmsOfDay,
  missedDayNotice,
  openingDayIndex,
  showIncompleteNotice,
} from './playbillRules';
import { usePlaybillFilters } from './usePlaybillFilters';
import { usePlaybillView, type PlaybillView } from './usePlaybillView';

interface PlaybillDayViewProps {
  reply: PlaybillResponse;
  timeZone: string | undefined;
}

const FILM_FORMS: WordForms = { one: 'фильм', few: 'фильма', many: 'фильмов' };

export const FILTER_EMPTY_TEXT = 'На этот день ничего не нашлось по выбранным условиям.';
export const RESET_FILTERS_LABEL = 'Сбросить фильтры';

/**
 * The day strip, the search and filters, and the chosen day's films as a poster grid or a
 * compact list. The day and the filters live in the query string; when the URL names none (or a
 * day no longer shown, or an empty one) the first day is shown, or, once every session of it has
 * begun, the nearest day with one still open (decision 413).
 */
export function PlaybillDayView({ reply, timeZone }: PlaybillDayViewProps) {
  const [filters, setFilters] = usePlaybillFilters();
  const [view, setView] = usePlaybillView();
  const [todayText] = useState(() => todayInZone(timeZone, new Date()));
  const opening = useMemo(() => openingDayIndex(reply.map, reply.data), [reply]);
  const named = reply.map.findIndex((d) => d.date === filters.date && !d.empty);
  const dayIndex = named >= 0 ? named : opening;
  const day = reply.map[dayIndex];
  const dayFilms = day ? filmsOfDay(reply.data, day.date) : [];
  const shown = day ? filterFilms(dayFilms, day.date, filters) : [];
  const filtered = isFiltered(filters);
  // 'Сбросить фильтры' goes away as it works: the focus goes on to the films it brings back
  // (decision 460), not to the page.
  const refocus = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!refocus.current || !listRef.current) return;
    refocus.current = false;
    listRef.current.focus();
  });

  // An address naming a day not shown (a link from a day gone by, '31.02.2026', an empty day)
  // shows the first day: the address says so too, so a copy of it shows what is on screen.
  const unknownDate = filters.date !== null && named < 0;
  // The day the address asked for and did not get, said above the day shown until another day
  // is chosen.
  const [missed, setMissed] = useState<string | null>(null);
  useEffect(() => {
    if (!unknownDate) return;
    setMissed(filters.date);
    setFilters({ ...filters, date: null });
  }, [unknownDate, filters, setFilters]);

  function onSelect(index: number) {
    const chosen = reply.map[index];
    setMissed(null);
    if (!chosen || chosen.empty) showEmptyDayAlert();
    // The day the playbill opens on keeps the address clean; any other is named in it.
    else setFilters({ ...filters, date: index === opening ? null : chosen.date });
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
      <FilterBar
        filters={filters}
        formats={formatChoices(reply.data, filters.formats)}
        view={view}
        onChange={setFilters}
        onView={setView}
      />
      {missed && (
        <p className="playbill-notice" role="note">
          {missedDayNotice(missed)}
        </p>
      )}
      {named < 0 && opening > 0 && !missed && (
        <p className="playbill-notice" role="note">
          {TODAY_OVER_NOTICE}
        </p>
      )}
      {showIncompleteNotice(dayFilms.length, dayIndex) && (
        <p className="playbill-notice" role="note">
          {INCOMPLETE_NOTICE}
        </p>
      )}
      <p className="playbill-count" role="status">
        {filtered && shown.length > 0 ? `Найдено: ${pluralize(shown.length, FILM_FORMS)}` : ''}
        {/* A search that finds nothing is said too (decision 460); the text is on screen below. */}
        {filtered && dayFilms.length > 0 && shown.length === 0 && (
          <span className="visually-hidden">{FILTER_EMPTY_TEXT}</span>
        )}
      </p>
      {dayFilms.length === 0 ? (
        <p className="playbill-empty">На этот день сеансов нет. Выберите другой день.</p>
      ) : shown.length === 0 ? (
        <div className="playbill-empty playbill-empty--filters">
          <p>{FILTER_EMPTY_TEXT}</p>
          <OtherDays
            dates={daysWithMatches(reply.data, reply.map, day.date, filters)}
            todayText={todayText}
            onChoose={(date) => onSelect(reply.map.findIndex((d) => d.date === date))}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              refocus.current = true;
              setFilters(resetFilters(filters));
            }}
          >
            {RESET_FILTERS_LABEL}
          </button>
        </div>
      ) : (
        <FilmList
          key={`${day.date} ${view}`}
          films={shown}
          view={view}
          date={named >= 0 ? day.date : null}
          listRef={listRef}
        />
      )}
    </>
  );
}

/** Films drawn in the first commit: the first screen and a little more (decision 332). */
const FIRST_FILMS = 4;
/** Films added by each later commit. */
const MORE_FILMS = 4;

interface FilmListProps {
  films: { film: PlaybillFilm; sessions: PlaybillSession[] }[];
  view: PlaybillView;
  /** The day the address names, which the film pages open on; null: the opening day. */
  date: string | null;
  /** Takes the focus after 'Сбросить фильтры'. */
  listRef?: RefObject<HTMLUListElement | null>;
}

/**
 * The day's films. A new day or view draws the first screen at once and the rest a few films
 * per commit in transitions, so no single task of a page load or a day change builds the whole
 * list (decision 332); a filter change keeps what is drawn.
 */
function FilmList({ films, view, date, listRef }: FilmListProps) {
  const [limit, setLimit] = useState(FIRST_FILMS);
  useEffect(() => {
    if (limit < films.length) startTransition(() => setLimit(limit + MORE_FILMS));
  }, [limit, films.length]);
  // Busy until the last film is drawn: the list (and the footer under it) still grows.
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      className={`film-list film-list--${view}`}
      aria-label="Фильмы дня"
      aria-busy={limit < films.length}
    >
      {films.slice(0, limit).map(({ film, sessions }, index) => (
        <li key={film.id}>
          {view === 'list' ? (
            <FilmRow
              film={film}
              sessions={sessions}
              position={posterPosition(index)}
              href={filmOnDay(film.url, date)}
            />
          ) : (
            <FilmCard
              film={film}
              sessions={sessions}
              position={posterPosition(index)}
              href={filmOnDay(film.url, date)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

interface OtherDaysProps {
  dates: string[];
  todayText: string;
  onChoose: (date: string) => void;
}

/** The days on which the same filters do find something. */
function OtherDays({ dates, todayText, onChoose }: OtherDaysProps) {
  if (dates.length === 0) return null;
  return (
    <div className="other-days">
      <p id="other-days-title">Есть в другие дни:</p>
      <ul aria-labelledby="other-days-title">
        {dates.map((date) => (
          <li key={date}>
            <button type="button" className="chip" onClick={() => onChoose(date)}>
              {dayLabel(date, todayText)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
