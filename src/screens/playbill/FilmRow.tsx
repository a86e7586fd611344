import { Link } from 'wouter';
import { filmFacts } from './playbillRules';
import { PlayIcon } from '../../ui/icons';
import type { FilmItemProps } from './FilmCard';
import { FilmPoster } from './FilmPoster';
import { FilmTags } from './FilmTags';
import { LikeButton } from './LikeButton';
import { SessionList } from './SessionList';
import { TrailerOpener, useTrailer } from './useTrailer';
import './FilmRow.css';

/**
 * One film in the compact list: everything the grid card has (spec section 2), made small. A
 * thumb and the name lead to the film page; the trailer and the wishlist toggle are icons beside
 * the name; the rent text leads the facts line; the tags are small; the sessions are tiles of
 * time, format and price. A phone shows several films a screen (decisions 124, 438).
 */
export function FilmRow({ film, sessions, position, href = film.url }: FilmItemProps) {
  const trailer = useTrailer(film);
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
          <div className="film-row__actions">
            {film.trailer && (
              <TrailerOpener trailer={trailer} href={film.trailer} className="trailer-link">
                <PlayIcon />
                <span>Трейлер</span>
              </TrailerOpener>
            )}
            <LikeButton filmId={film.id} filmName={film.name} />
          </div>
        </div>
        <p className="film-row__facts">
          {film.rent && <span className="film-row__rent">{film.rent}</span>}
          {film.rent && ' '}
          <span>{filmFacts(film)}</span>
        </p>
        <FilmTags film={film} />
      </div>
      <div className="film-row__sessions">
        <SessionList sessions={sessions} filmName={film.name} />
      </div>
      {trailer.popup}
    </article>
  );
}
