import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ApiError } from '../../api/errors';
import { playbillErrorText } from '../../api/playbill';
import type { PlaybillFilm } from '@softkino/contract';
import { likeFilm } from '../../api/wishlist';
import { currentPage } from '../../flows/auth/returnTo';
import { storedUserId } from '../../flows/auth/session';
import { useCities, useCurrentPlace } from '../../flows/city/useCities';
import { todayInZone } from '../../lib/dates';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';
import { HeartIcon } from '../../ui/icons';
import { showAlert } from '../../ui/popups/alerts';
import { popupHash } from '../../ui/popups/hash';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { wishlistAtom } from '../playbill/playbill.atoms';
import { useWishlistPage } from './useWishlistPage';
import { WishlistFilm } from './WishlistFilm';
import { WishlistMailNote } from './WishlistMailNote';
import { missingFilmsText, wishlistFilms } from './wishlistRules';
import './wishlist.css';

export const WISHLIST_TITLE = 'Хочу сходить';

/**
 * /profile/wishlist ('Хочу сходить'): the liked films with their nearest sessions in the chosen
 * city; a film leaves the list with films/like/ like=0. A guest is asked to sign in.
 */
export function WishlistScreen() {
  useDocumentTitle(WISHLIST_TITLE);
  const signedIn = storedUserId() !== null;
  return (
    <section className="page wishlist" aria-labelledby="page-title">
      <p className="page__crumbs">
        <Link href="/profile">Личный кабинет</Link>
      </p>
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {WISHLIST_TITLE}
      </h1>
      {signedIn ? <WishlistBody /> : <GuestPrompt />}
    </section>
  );
}

function GuestPrompt() {
  const [pathname] = useLocation();
  return (
    <div className="wishlist__empty">
      <HeartIcon filled={false} />
      <p>
        Войдите в личный кабинет, чтобы отмечать фильмы, на которые хотите сходить, и видеть их
        ближайшие сеансы.
      </p>
      <Link className="button button--primary" href="/login" state={{ from: pathname }}>
        Войти
      </Link>
    </div>
  );
}

function WishlistBody() {
  const { cities, error: citiesError } = useCities();
  const place = useCurrentPlace(cities);
  const [attempt, setAttempt] = useState(0);
  const { state, setIds } = useWishlistPage(place?.city.id ?? null, attempt);
  const setPlaybillWishlist = useSetAtom(wishlistAtom);

  async function remove(film: PlaybillFilm) {
    try {
      const result = await likeFilm(film.id, false);
      if (!result.authorized) {
        showAlert({
          status: 'warning',
          text: 'Войдите снова, чтобы изменить список.',
          link: { label: 'Войти', href: '/login', state: { from: currentPage() } },
        });
        return;
      }
      // The film's item goes with its button: the focus moves on first, to the next film's
      // 'Убрать из списка', else the one before, else the page's title (decision 430).
      const ids = [...document.querySelectorAll('li.wish')].map((li) => li.id);
      const next = focusAfterRemoval(ids, `wish-${film.id}`);
      const target = next === null ? null : document.getElementById(next);
      (
        target?.querySelector<HTMLElement>('.wish__remove') ?? document.getElementById('page-title')
      )?.focus();
      setIds(result.wishlist);
      setPlaybillWishlist(result.wishlist);
    } catch (error) {
      showAlert({ status: 'error', text: playbillErrorText(error as ApiError) });
    }
  }

  const error = citiesError ?? (state.status === 'error' ? state.error : null);
  if (error || state.status === 'error')
    return (
      <div className="wishlist__status" role="alert">
        <p>{error ? playbillErrorText(error) : ''}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setAttempt((a) => a + 1)}
        >
          Попробовать еще раз
        </button>
      </div>
    );
  if (!place || state.status === 'loading')
    return (
      <p className="wishlist__status" role="status">
        <span className="spinner" aria-hidden="true" /> Загружаем список...
      </p>
    );

  const { shown, missing } = wishlistFilms(state.playbill.data, state.ids);
  const days = state.playbill.map.map((day) => day.date);
  const today = todayInZone(place.city.timezone, new Date());
  return (
    <>
      <p className="wishlist__lead">
        Сеансы в городе {place.city.name}. <a href={popupHash('town-choices')}>Другой город</a>
      </p>
      {shown.length === 0 && missing === 0 ? (
        <div className="wishlist__empty">
          <HeartIcon filled={false} />
          <p>
            Список пуст. Отмечайте в афише фильмы кнопкой «Хочу сходить» — они появятся здесь вместе
            с ближайшими сеансами.
          </p>
          <Link className="button button--primary" href="/afisha">
            Перейти к афише
          </Link>
        </div>
      ) : (
        <>
          <WishlistMailNote />
          {shown.length > 0 && (
            <ul className="wishlist__list" aria-label="Фильмы, на которые вы хотите сходить">
              {shown.map((film) => (
                <WishlistFilm
                  key={film.id}
                  film={film}
                  days={days}
                  today={today}
                  onRemove={remove}
                />
              ))}
            </ul>
          )}
          {missing > 0 && (
            <p className="wishlist__missing">{missingFilmsText(missing, place.city.name)}</p>
          )}
          <Link className="button button--ghost" href="/afisha">
            Вся афиша
          </Link>
        </>
      )}
    </>
  );
}
