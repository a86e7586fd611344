import { useState } from 'react';
import { Link } from 'wouter';
import type { PlaybillFilm } from '../../api/schemas';
import { formatDuration } from '../../lib/dates';
import { PlayIcon } from '../../ui/icons';
import { showAlert } from '../../ui/popups/alerts';
import { FilmTags } from './FilmTags';
import { LikeButton } from './LikeButton';
import { trailerVideoId } from './playbillRules';
import { SessionList } from './SessionList';
import { TrailerPopup } from './TrailerPopup';

export const TRAILER_ERROR = 'Не удалось открыть трейлер. Попробуйте еще раз.';

/** Wide screens get the desktop poster variant. */
const DESKTOP_MEDIA = '(min-width: 768px)';

/** One film of the day: poster, facts, wishlist toggle, tags and sessions. */
export function FilmCard({ film, date }: { film: PlaybillFilm; date: string }) {
  const [videoId, setVideoId] = useState<string | null>(null);
  const facts = [film.country, film.genre, formatDuration(film.duration)].filter(Boolean);

  function openTrailer(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const id = trailerVideoId(film.trailer);
    if (id) setVideoId(id);
    else showAlert({ status: 'error', text: TRAILER_ERROR });
  }

  return (
    <article className="film" aria-labelledby={`film-${film.id}-name`}>
      <Link className="film__poster" href={film.url} tabIndex={-1} aria-hidden="true">
        <picture>
          <source media={DESKTOP_MEDIA} srcSet={film.poster.desktop} />
          <img src={film.poster.mobile} alt="" width="240" height="360" loading="lazy" />
        </picture>
      </Link>
      <div className="film__info">
        {film.rent && <p className="film__rent">{film.rent}</p>}
        <h2 className="film__name">
          <Link href={film.url} id={`film-${film.id}-name`}>
            {film.name}
          </Link>
          <span className="film__age-inline" aria-label={`Возрастное ограничение ${film.age}`}>
            {film.age}
          </span>
        </h2>
        <p className="film__facts">{facts.join(' · ')}</p>
        <div className="film__actions">
          {film.trailer && (
            <a className="trailer-link" href={film.trailer} onClick={openTrailer}>
              <PlayIcon />
              Трейлер
            </a>
          )}
          <LikeButton filmId={film.id} filmName={film.name} />
        </div>
        <FilmTags film={film} />
      </div>
      <div className="film__sessions">
        <SessionList sessions={film.sessions[date] ?? []} filmName={film.name} />
      </div>
      {videoId && (
        <TrailerPopup filmName={film.name} videoId={videoId} onClosed={() => setVideoId(null)} />
      )}
    </article>
  );
}
