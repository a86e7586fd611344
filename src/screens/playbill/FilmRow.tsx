import type { PlaybillFilm, PlaybillSession } from '@softkino/contract';
import { formatDuration } from '../../lib/dates';
import { FilmPoster } from './FilmPoster';
import { LikeButton } from './LikeButton';
import { SessionList } from './SessionList';
import { useTrailer } from './useTrailer';
import './FilmRow.css';

/**
 * One film in the compact list: a small poster (plays the trailer), name, age, genre and
 * length, the wishlist toggle as an icon, and the sessions as chips, so a phone shows many
 * films a screen.
 */
export function FilmRow({ film, sessions }: { film: PlaybillFilm; sessions: PlaybillSession[] }) {
  const trailer = useTrailer(film);
  return (
    <article className="film-row" aria-labelledby={`film-${film.id}-name`}>
      <FilmPoster
        film={film}
        className="film-row__thumb"
        variants="mobile"
        playable={trailer.playable}
        onPlay={() => trailer.open()}
      />
      <div className="film-row__body">
        <div className="film-row__head">
          <h2 className="film-row__name">
            <span id={`film-${film.id}-name`}>{film.name}</span>
            <span className="film__age-inline" aria-label={`Возрастное ограничение ${film.age}`}>
              {film.age}
            </span>
          </h2>
          <LikeButton filmId={film.id} filmName={film.name} />
        </div>
        <p className="film-row__facts">
          {[film.genre, formatDuration(film.duration)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="film-row__sessions">
        <SessionList sessions={sessions} filmName={film.name} />
      </div>
      {trailer.popup}
    </article>
  );
}
