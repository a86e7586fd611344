import { useAtom } from 'jotai';
import { useState } from 'react';
import type { ApiError } from '../../api/errors';
import { playbillErrorText } from '../../api/playbill';
import { likeFilm } from '../../api/wishlist';
import { currentPage } from '../../flows/auth/returnTo';
import { HeartIcon } from '../../ui/icons';
import { showAlert, showFavoriteAlert } from '../../ui/popups/alerts';
import { wishlistAtom } from './playbill.atoms';

export const GUEST_LIKE_NOTICE = 'Авторизуйтесь для добавления в избранное';
/** A guest's like is not an error: a neutral title over the spec's notice. */
export const GUEST_LIKE_TITLE = 'Нужно войти';

/** The 'Хочу сходить' toggle: like=1 when not liked, like=0 when liked (spec section 4). */
export function LikeButton({ filmId, filmName }: { filmId: number; filmName: string }) {
  const [wishlist, setWishlist] = useAtom(wishlistAtom);
  const [busy, setBusy] = useState(false);
  const liked = wishlist.includes(filmId);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await likeFilm(filmId, !liked);
      if (!result.authorized) {
        showAlert({
          status: 'warning',
          title: GUEST_LIKE_TITLE,
          text: GUEST_LIKE_NOTICE,
          // Back to this page after signing in (spec section 4: the remembered previous page).
          link: { label: 'Войти', href: '/login', state: { from: currentPage() } },
        });
        return;
      }
      setWishlist(result.wishlist);
      if (!liked) showFavoriteAlert(result.hasEmail);
    } catch (error) {
      showAlert({ status: 'error', text: playbillErrorText(error as ApiError) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`like${liked ? ' like--on' : ''}`}
      aria-pressed={liked}
      aria-label={`Хочу сходить: ${filmName}`}
      // Not `disabled`: a disabled button drops the focus to the page while the like is asked,
      // and the popup that follows ('Нужно войти') then had nothing to give it back to (428).
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={liked} />
      <span>Хочу сходить</span>
    </button>
  );
}
