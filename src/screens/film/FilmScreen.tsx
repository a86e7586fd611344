import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import type { FilmPage } from '@softkino/contract/film';
import type { ApiError } from '../../api/errors';
import { fetchFilm } from '../../api/film';
import { loadWishlist } from '../../flows/wishlist/likeAfterSignIn';
import { useResource } from '../../lib/useResource';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotFound } from '../pending/NotFound';
import { wishlistAtom } from '../playbill/playbill.atoms';
import { FilmComments } from './FilmComments';
import { FilmHero } from './FilmHero';
import { FilmSessions } from './FilmSessions';
import '../playbill/playbill.css';
import './film.css';

type FilmState =
  | { status: 'loaded'; film: FilmPage }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/**
 * The film page at the film's url, /film/<slug> (spec section 2 'Film page'): the poster and
 * facts, the trailer, the 'Хочу сходить' toggle, the film's sessions by day in the chosen city
 * and cinema (#buy links to the purchase popup), and the viewers' comments.
 */
export function FilmScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [state, { reload }] = useResource<FilmState>(
    `film:${slug}`,
    () => fetchFilm(slug).then((film) => ({ status: 'loaded', film })),
    (thrown) => {
      const error = thrown as ApiError;
      return error.status === 404
        ? { status: 'missing' }
        : { status: 'error', message: error.message };
    },
  );
  const setWishlist = useSetAtom(wishlistAtom);
  useEffect(() => {
    // A guest has no wishlist: any failure leaves the toggle off.
    loadWishlist().then(setWishlist, () => setWishlist([]));
  }, [setWishlist]);

  if (state.status === 'missing') return <NotFound />;
  if (state.status === 'loading') return <FilmLoading />;
  if (state.status === 'error') {
    return (
      <section className="page film-page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          Фильм
        </h1>
        <div className="playbill-failure">
          <p>Не удалось загрузить фильм. {state.message}</p>
          <button type="button" className="button button--primary" onClick={reload}>
            Обновить
          </button>
        </div>
      </section>
    );
  }
  return <FilmBody film={state.film} />;
}

function FilmBody({ film }: { film: FilmPage }) {
  useDocumentTitle(film.name);
  return (
    <article className="page film-page" aria-labelledby="page-title">
      <FilmHero film={film} />
      <FilmSessions film={film} />
      <FilmComments filmId={film.id} />
    </article>
  );
}

function FilmLoading() {
  useDocumentTitle('Фильм');
  return (
    <div className="page film-page" role="status" aria-label="Загружаем фильм">
      <div className="film-hero film-hero--loading" aria-hidden="true">
        <div className="film-hero__poster" />
      </div>
    </div>
  );
}
