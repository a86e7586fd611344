import { Link, useLocation } from 'wouter';
import type { Cinema } from '@softkino/contract';
import { playbillErrorText } from '../../api/playbill';
import { dayAndMonth, formatDuration, parsePlaybillDate } from '../../lib/dates';
import { SessionList } from '../playbill/SessionList';
import { TODAY_OVER_NOTICE, nearestFilms } from '../playbill/playbillRules';
import type { TodayState } from './useCinemaPage';
import { PortraitPoster } from '../../ui/PortraitPoster';

interface CinemaTodayProps {
  cinema: Cinema;
  /** Today in the cinema's zone, DD.MM.YYYY. */
  today: string;
  state: TodayState;
  onRetry: () => void;
  /** Makes the cinema the chosen one (the chooser's atom, kept out of this chunk). */
  onChoose: (place: { cityId: number; cinemaId: number }) => void;
}

/**
 * 'Сеансы сегодня, 10 марта': the films still to be seen today, each with its sessions' #buy
 * links; after the day's last session, the nearest day's (docs/decisions/300).
 */
export function CinemaToday({ cinema, today, state, onRetry, onChoose }: CinemaTodayProps) {
  const nearest =
    state.status === 'loaded' ? nearestFilms(state.playbill.data, days(state), today) : null;
  const shownDay = nearest?.date ?? today;
  const date = parsePlaybillDate(shownDay);
  const title = shownDay === today ? 'Сеансы сегодня' : 'Ближайшие сеансы';
  return (
    <section className="cinema-page__section cinema-page__today" aria-labelledby="cinema-today">
      <div className="cinema-page__section-head">
        <h2 id="cinema-today" className="cinema-page__heading">
          {title}
          {date ? `, ${dayAndMonth(date)}` : ''}
        </h2>
        <PlaybillLink cinema={cinema} onChoose={onChoose} />
      </div>
      <TodayBody state={state} today={today} onRetry={onRetry} />
    </section>
  );
}

function days(state: TodayState): string[] {
  return state.status === 'loaded' ? state.playbill.map.map((day) => day.date) : [];
}

function TodayBody({ state, today, onRetry }: Omit<CinemaTodayProps, 'cinema' | 'onChoose'>) {
  if (state.status === 'loading')
    return (
      <p className="cinema-page__status" role="status">
        <span className="spinner" aria-hidden="true" /> Загружаем сеансы...
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="cinema-page__status" role="alert">
        <p>{playbillErrorText(state.error)}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Попробовать еще раз
        </button>
      </div>
    );
  const nearest = nearestFilms(state.playbill.data, days(state), today);
  if (!nearest)
    return (
      <p className="cinema-page__empty">
        Сеансов пока нет. Загляните в расписание других кинотеатров.
      </p>
    );
  const films = nearest.films;
  return (
    <>
      {nearest.date !== today && <p className="cinema-page__empty">{TODAY_OVER_NOTICE}</p>}
      <ul className="today-list" aria-labelledby="cinema-today">
        {films.map(({ film, sessions }) => (
          <li key={film.id} className="today-film" aria-labelledby={`today-${film.id}`}>
            <Link href={film.url} className="today-film__poster" tabIndex={-1} aria-hidden="true">
              <PortraitPoster src={film.poster.mobile} width={72} height={108} loading="lazy" />
            </Link>
            <div className="today-film__info">
              <h3 className="today-film__name" id={`today-${film.id}`}>
                <Link href={film.url}>{film.name}</Link>
                <span className="today-film__age" aria-label={`Возрастное ограничение ${film.age}`}>
                  {film.age}
                </span>
              </h3>
              <p className="today-film__facts">
                {[film.genre, formatDuration(film.duration)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="today-film__sessions">
              <SessionList sessions={sessions} filmName={film.name} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** To the playbill of this cinema: it becomes the chosen one, as in the chooser. */
function PlaybillLink({ cinema, onChoose }: Pick<CinemaTodayProps, 'cinema' | 'onChoose'>) {
  const [, navigate] = useLocation();
  return (
    <Link
      href="/afisha"
      className="cinema-page__more"
      onClick={(event) => {
        event.preventDefault();
        onChoose({ cityId: cinema.city_id, cinemaId: cinema.id });
        navigate('/afisha');
      }}
    >
      Расписание на другие дни
    </Link>
  );
}
