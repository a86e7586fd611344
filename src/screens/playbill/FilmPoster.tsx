import type { PlaybillFilm } from '@softkino/contract';
import { PlayIcon } from '../../ui/icons';

/** Wide screens get the desktop poster variant (the grid card only). */
const DESKTOP_MEDIA = '(min-width: 768px)';

interface FilmPosterProps {
  film: PlaybillFilm;
  className: string;
  /** The grid card shows the landscape desktop variant on wide screens; the list a thumb. */
  variants: 'both' | 'mobile';
  playable: boolean;
  onPlay: () => void;
}

/**
 * The poster. Film pages arrive with a later issue, so instead of linking to one the poster plays
 * the trailer when the film has a valid one, and is a plain picture otherwise
 * (docs/decisions/123-playbill-links.md).
 */
export function FilmPoster({ film, className, variants, playable, onPlay }: FilmPosterProps) {
  const picture = (
    <picture>
      {variants === 'both' && <source media={DESKTOP_MEDIA} srcSet={film.poster.desktop} />}
      <img src={film.poster.mobile} alt="" width="240" height="360" loading="lazy" />
    </picture>
  );
  if (!playable) return <div className={className}>{picture}</div>;
  return (
    <button
      type="button"
      className={`${className} poster-play`}
      aria-label={`Смотреть трейлер фильма «${film.name}»`}
      onClick={onPlay}
    >
      {picture}
      <span className="poster-play__icon" aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}
