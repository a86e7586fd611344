import { useState } from 'react';
import { Link } from 'wouter';
import type { PlaybillFilm } from '@softkino/contract';
import { dayLabel } from '../../lib/dates';
import { filmFacts } from '../playbill/playbillRules';
import { SessionList } from '../playbill/SessionList';
import { moreSessionsText, nearestSessions } from './wishlistRules';
import { PortraitPoster } from '../../ui/PortraitPoster';

interface WishlistFilmProps {
  film: PlaybillFilm;
  /** The playbill's days, in order. */
  days: string[];
  /** Today in the city's zone, DD.MM.YYYY. */
  today: string;
  onRemove: (film: PlaybillFilm) => Promise<void>;
}

/** A liked film: poster, name, age, country, genre, length and its nearest sessions with #buy links. */
export function WishlistFilm({ film, days, today, onRemove }: WishlistFilmProps) {
  const [busy, setBusy] = useState(false);
  const nearest = nearestSessions(film, days);
  const titleId = `wish-${film.id}-name`;

  async function remove() {
    setBusy(true);
    try {
      await onRemove(film);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="wish" id={`wish-${film.id}`} aria-labelledby={titleId}>
      <PortraitPoster
        className="wish__poster"
        src={film.poster.mobile}
        width={120}
        height={180}
        loading="lazy"
      />
      <div className="wish__info">
        <h2 className="wish__name" id={titleId}>
          <Link href={film.url}>{film.name}</Link>
          <span className="wish__age" aria-label={`Возрастное ограничение ${film.age}`}>
            {film.age}
          </span>
        </h2>
        <p className="wish__facts">{filmFacts(film)}</p>
        {nearest ? (
          <>
            <p className="wish__day">Ближайшие сеансы: {dayLabel(nearest.date, today)}</p>
            <SessionList sessions={nearest.sessions} filmName={film.name} />
            {nearest.more > 0 && (
              <Link className="wish__more" href={film.url}>
                {moreSessionsText(nearest.more)}
              </Link>
            )}
          </>
        ) : (
          <p className="wish__day">Ближайших сеансов в продаже нет.</p>
        )}
        <button
          type="button"
          className="wish__remove"
          onClick={() => void remove()}
          disabled={busy}
          aria-label={`Убрать из списка: ${film.name}`}
        >
          Убрать из списка
        </button>
      </div>
    </li>
  );
}
