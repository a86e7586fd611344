import { Link } from 'wouter';
import { formatDuration } from '../../lib/dates';
import type { FilmItemProps } from './FilmCard';
import { FilmPoster } from './FilmPoster';
import { LikeButton } from './LikeButton';
import { SessionList } from './SessionList';
import './FilmRow.css';

/**
 * One film in the compact list: a small poster and the name (both lead to the film page, where
 * the trailer is), age, genre and length, the wishlist toggle as an icon, and the sessions as
 * chips, so a phone shows many films a screen.
 */
export function FilmRow({ film, sessions, position, href = film.url }: FilmItemProps) {
  return (
    <article className="film-row" aria-labelledby={`film-${film.id}-name`}>
      <FilmPoster
        film={film}
        className="film-row__thumb"
        variants="mobile"
        position={position}
        href={href}
      />
      <div className="film-row__body">
        <div className="film-row__head">
          <h2 className="film-row__name">
            <span id={`film-${film.id}-name`}>
              <Link href={href} className="film-link">
                {film.name}
              </Link>
            </span>
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
    </article>
  );
}
