import { useEffect, useState } from 'react';
import type { FilmPage } from '@softkino/contract/film';
import { CityStaticBlock } from '../../flows/city/CityStaticBlock';
import { useCities, useCurrentPlace } from '../../flows/city/useCities';
import { todayInZone } from '../../lib/dates';
import { showAlert } from '../../ui/popups/alerts';
import { DayStrip } from '../playbill/DayStrip';
import { LoadingText } from '../playbill/LoadingText';
import { SessionList } from '../playbill/SessionList';
import { usePlaybill } from '../playbill/usePlaybill';
import { usePlaybillFilters } from '../playbill/usePlaybillFilters';
import { filmDays } from './filmSessions';

/**
 * The film's sessions by day in the chosen city and cinema: the playbill's own data (cached,
 * the same call the schedule makes), its day strip and its session buttons, whose #buy links
 * open the purchase popup on this page.
 */
export function FilmSessions({ film }: { film: FilmPage }) {
  const { cities, error: citiesError } = useCities();
  const place = useCurrentPlace(cities);
  const [attempt, setAttempt] = useState(0);
  const state = usePlaybill(place?.city.id ?? null, place?.cinema?.id ?? null, attempt);
  // The day in the address (`?date=`, the playbill's chosen day, decision 428), kept there as
  // the buyer picks another, so a reload or a shared link opens on it.
  const [filters, setFilters] = usePlaybillFilters();
  return (
    <section className="film-sessions" aria-labelledby="film-sessions-title">
      <div className="film-sessions__head">
        <h2 id="film-sessions-title" className="film-page__subtitle">
          Сеансы
        </h2>
        <CityStaticBlock />
      </div>
      {citiesError ? (
        <p className="film-sessions__note">Не удалось загрузить города. {citiesError.message}</p>
      ) : state.status === 'loading' ? (
        <LoadingText />
      ) : state.status === 'error' ? (
        <div className="playbill-failure">
          <p>Не удалось загрузить расписание. {state.message}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Обновить
          </button>
        </div>
      ) : (
        <FilmDaysView
          key={`${place?.city.id}:${place?.cinema?.id}`}
          film={film}
          {...filmDays(state.reply, film.id)}
          timeZone={place?.city.timezone}
          placeName={place?.cinema?.name ?? place?.city.name ?? ''}
          oneCinema={Boolean(place?.cinema)}
          date={filters.date}
          onDate={(date) => setFilters({ ...filters, date })}
        />
      )}
    </section>
  );
}

/**
 * A day without this film's sessions (the schedule itself may be full): in the cinema chosen,
 * or with 'Все кинотеатры' in any of the city's (decision 431).
 */
export function noSessionsAlert(oneCinema: boolean) {
  return {
    status: 'warning',
    title: 'Сеансов нет',
    text: oneCinema
      ? 'В этот день фильм не идёт в выбранном кинотеатре. Выберите другой день.'
      : 'В этот день фильм не идёт ни в одном кинотеатре города. Выберите другой день.',
    button: 'Выбрать другой день',
  } as const;
}

/** The day a link or a reload named, on which the film does not play here (decision 429). */
function filmMissedDayNotice(date: string): string {
  return `Сеансов этого фильма на ${date} нет. Показываем ближайший день.`;
}

interface FilmDaysViewProps extends ReturnType<typeof filmDays> {
  film: FilmPage;
  timeZone: string | undefined;
  placeName: string;
  /** A cinema is chosen, not 'Все кинотеатры': what a day without sessions says. */
  oneCinema: boolean;
  /** The day the address names; a day without this film's sessions is not opened. */
  date: string | null;
  /** Names the chosen day in the address (null: the day the page opens on by itself). */
  onDate: (date: string | null) => void;
}

export function FilmDaysView({
  film,
  days,
  sessions,
  firstIndex,
  timeZone,
  placeName,
  oneCinema,
  date,
  onDate,
}: FilmDaysViewProps) {
  const [todayText] = useState(() => todayInZone(timeZone, new Date()));
  const named = days.findIndex((d) => d.date === date && !d.empty);
  const [chosen, setChosen] = useState(() => (named >= 0 ? named : firstIndex));
  // A day the film does not play on here (an old link, another cinema's day): said under the
  // strip until another day is chosen, and dropped from the address, as the playbill does.
  const unknownDate = date !== null && named < 0;
  const [missed, setMissed] = useState<string | null>(null);
  useEffect(() => {
    if (!unknownDate) return;
    setMissed(date);
    onDate(null);
  }, [unknownDate, date, onDate]);
  if (firstIndex < 0) {
    return (
      <p className="film-sessions__note">
        {placeName ? `${placeName}: сеансов` : 'Сеансов'} этого фильма в ближайшие две недели нет.
        Выберите другой кинотеатр или город — или отметьте «Хочу сходить», и мы напомним, когда
        сеансы появятся.
      </p>
    );
  }
  const day = days[chosen] ?? days[firstIndex];
  return (
    <>
      <DayStrip
        days={days}
        selectedIndex={chosen}
        todayText={todayText}
        onSelect={(index) => {
          const picked = days[index];
          if (!picked || picked.empty) showAlert(noSessionsAlert(oneCinema));
          else {
            setMissed(null);
            setChosen(index);
            onDate(index === firstIndex ? null : picked.date);
          }
        }}
      />
      {missed && (
        <p className="playbill-notice" role="note">
          {filmMissedDayNotice(missed)}
        </p>
      )}
      <div className="film-sessions__list">
        <SessionList sessions={(day && sessions[day.date]) ?? []} filmName={film.name} />
      </div>
    </>
  );
}
