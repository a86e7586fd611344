import type { PlaybillFilm } from '@softkino/contract';
import { posterSources } from '@softkino/contract/posters';
import { Link } from 'wouter';
import { PlayIcon } from '../../ui/icons';

/** Wide screens get the desktop poster variant (the grid card only). */
const DESKTOP_MEDIA = '(min-width: 768px)';
/**
 * The shown widths, so the browser picks the variant it needs (docs/decisions/241): the
 * landscape poster is half the desktop page, the portrait one 108 px in a phone's card and
 * 40 / 72 px in the list.
 */
const SIZES = {
  desktop: '(min-width: 1280px) 608px, 50vw',
  card: '108px',
  list: '(min-width: 768px) 72px, 40px',
};

interface FilmPosterProps {
  film: PlaybillFilm;
  className: string;
  /** The grid card shows the landscape desktop variant on wide screens; the list a thumb. */
  variants: 'both' | 'mobile';
  /** Without `href`: the poster plays the trailer. */
  playable?: boolean;
  onPlay?: () => void;
  /**
   * Where the film stands on the first screen: 'first' is likely the largest paint, so it loads
   * at once with high priority; 'above' (the rest of the first row) loads at once; 'below' waits
   * until it nears the viewport.
   */
  position?: PosterPosition;
  /**
   * The film page: the poster links there (spec section 2, Playbill). A second link beside the
   * film's name link, so it is left out of the tab order and the accessibility tree.
   */
  href?: string;
}

export type PosterPosition = 'first' | 'above' | 'below';

/** The first screen's posters by the film's index in the day's list (up to a desktop row). */
export function posterPosition(index: number): PosterPosition {
  if (index === 0) return 'first';
  return index < 4 ? 'above' : 'below';
}

/**
 * The poster: a link to the film page when `href` is given (docs/decisions/270); otherwise it
 * plays the trailer when the film has a valid one, and is a plain picture without one
 * (docs/decisions/123-playbill-links.md).
 */
export function FilmPoster({
  film,
  className,
  variants,
  playable = false,
  onPlay,
  position = 'below',
  href,
}: FilmPosterProps) {
  // A photograph has AVIF and WebP variants (AVIF first); an SVG poster is only itself.
  const desktop = variants === 'both' ? posterSources(film.poster.desktop, 'desktop') : [];
  const mobile = posterSources(film.poster.mobile, 'mobile');
  const picture = (
    <picture>
      {desktop.map((s) => (
        <source
          key={`desktop-${s.type}`}
          media={DESKTOP_MEDIA}
          type={s.type}
          srcSet={s.srcSet}
          sizes={SIZES.desktop}
          width="1280"
          height="720"
        />
      ))}
      {variants === 'both' && (
        <source media={DESKTOP_MEDIA} srcSet={film.poster.desktop} width="1280" height="720" />
      )}
      {mobile.map((s) => (
        <source
          key={`mobile-${s.type}`}
          type={s.type}
          srcSet={s.srcSet}
          sizes={variants === 'both' ? SIZES.card : SIZES.list}
        />
      ))}
      <img
        src={film.poster.mobile}
        alt=""
        width="240"
        height="360"
        loading={position === 'below' ? 'lazy' : 'eager'}
        fetchPriority={position === 'first' ? 'high' : 'auto'}
      />
    </picture>
  );
  if (href) {
    return (
      <Link href={href} className={className} tabIndex={-1} aria-hidden="true">
        {picture}
      </Link>
    );
  }
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
