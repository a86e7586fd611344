import { Link } from 'wouter';
import type { PlaybillFilm, PlaybillSession } from '@softkino/contract';
import { filmFacts } from './playbillRules';
import { PlayIcon } from '../../ui/icons';
import { FilmPoster, type PosterPosition } from './FilmPoster';
import { FilmTags } from './FilmTags';
import { LikeButton } from './LikeButton';
import { SessionList } from './SessionList';
import { TrailerOpener, useTrailer } from './useTrailer';

export { TRAILER_ERROR } from './useTrailer';

/** One film of the day in the poster grid: poster, facts, wishlist toggle, tags and sessions. */
/** A film of the day as the grid card and the list row both take it. */
export interface FilmItemProps {
  film: PlaybillFilm;
  sessions: PlaybillSession[];
  /** Where it stands on the first screen (FilmPoster). */
  position?: PosterPosition;
  /** The film page's address; the playbill names its chosen day in it (decision 428). */
  href?: string;
}

export function FilmCard({ film, sessions, position, href = film.url }: FilmItemProps) {
  const trailer = useTrailer(film);

  return (
    <article className="film" aria-labelledby={`film-${film.id}-name`}>
      <FilmPoster
        film={film}
        className="film__poster"
        variants="both"
        position={position}
        href={href}
      />
      <div className="film__info">
        {film.rent && <p className="film__rent">{film.rent}</p>}
        <h2 className="film__name">
          <span id={`film-${film.id}-name`}>
            <Link href={href} className="film-link">
              {film.name}
            </Link>
          </span>
          <span className="film__age-inline" aria-label={`Возрастное ограничение ${film.age}`}>
            {film.age}
          </span>
        </h2>
        <p className="film__facts">{filmFacts(film)}</p>
        <div className="film__actions">
          {film.trailer && (
            <TrailerOpener trailer={trailer} href={film.trailer} className="trailer-link">
              <PlayIcon />
              Трейлер
            </TrailerOpener>
          )}
          <LikeButton filmId={film.id} filmName={film.name} />
        </div>
        <FilmTags film={film} />
      </div>
      <div className="film__sessions">
        <SessionList sessions={sessions} filmName={film.name} />
      </div>
      {trailer.popup}
    </article>
  );
}
