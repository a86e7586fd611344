import type { FilmPage } from '@softkino/contract/film';
import { posterSources } from '@softkino/contract/posters';
import { formatDuration } from '../../lib/dates';
import { PlayIcon } from '../../ui/icons';
import { FilmTags } from '../playbill/FilmTags';
import { LikeButton } from '../playbill/LikeButton';
import { TrailerOpener, useTrailer } from '../playbill/useTrailer';

/** The width from which the backdrop shows (film.css's wide-screen query). */
const BACKDROP_MIN_WIDTH = 1024;
/** A transparent 1×1 GIF: what a picture shows where it is hidden, without a request. */
const EMPTY_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The head of the film page: the landscape (desktop) poster as a backdrop on wide screens and
 * the portrait (mobile) one beside the facts; name, age, rent text, country, genre, length,
 * the synopsis, the trailer and the 'Хочу сходить' toggle. The trailer opens the playbill's
 * trailer popup: nothing loads from the video host until the buyer asks (docs/decisions/269).
 * It is a link only when the film's link is a video (decision 477).
 */
export function FilmHero({ film }: { film: FilmPage }) {
  const trailer = useTrailer(film);
  const facts: Array<[string, string]> = [
    ['Страна', film.country],
    ['Жанр', film.genre],
    ['Продолжительность', formatDuration(film.duration)],
    ['Возраст', film.age],
  ];
  const desktop = posterSources(film.poster.desktop, 'desktop');
  const mobile = posterSources(film.poster.mobile, 'mobile');
  return (
    <header className="film-hero">
      <picture className="film-hero__backdrop" aria-hidden="true">
        {/* Hidden below 1024 px (film.css): there the browser takes an empty pixel instead of
            the landscape poster, so a phone does not download a picture it never shows. */}
        <source media={`not all and (min-width: ${BACKDROP_MIN_WIDTH}px)`} srcSet={EMPTY_PIXEL} />
        {desktop.map((s) => (
          <source
            key={s.type}
            type={s.type}
            srcSet={s.srcSet}
            sizes="(min-width: 1280px) 1240px, 100vw"
          />
        ))}
        <img src={film.poster.desktop} alt="" width="1280" height="720" fetchPriority="high" />
      </picture>
      <div className="film-hero__inner">
        <picture className="film-hero__poster">
          {mobile.map((s) => (
            <source
              key={s.type}
              type={s.type}
              srcSet={s.srcSet}
              sizes="(min-width: 768px) 240px, 132px"
            />
          ))}
          <img
            src={film.poster.mobile}
            alt={`Постер фильма «${film.name}»`}
            width="240"
            height="360"
          />
        </picture>
        <div className="film-hero__text">
          {film.rent && <p className="film-hero__rent">{film.rent}</p>}
          <h1 id="page-title" className="film-hero__name">
            {film.name}
            <span className="film__age-inline" aria-label={`Возрастное ограничение ${film.age}`}>
              {film.age}
            </span>
          </h1>
          <dl className="film-hero__facts">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <div className="film-hero__actions">
            {film.trailer && (
              <TrailerOpener
                trailer={trailer}
                href={film.trailer}
                className="button button--primary film-hero__trailer"
              >
                <PlayIcon />
                Смотреть трейлер
              </TrailerOpener>
            )}
            <LikeButton filmId={film.id} filmName={film.name} />
          </div>
          <FilmTags film={film} />
        </div>
      </div>
      {film.description && <p className="film-hero__about">{film.description}</p>}
      {trailer.popup}
    </header>
  );
}
