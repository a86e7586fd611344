import { useAtomValue } from 'jotai';
import { useLike } from '../../flows/wishlist/useLike';
import { HeartIcon } from '../../ui/icons';
import { wishlistAtom } from './playbill.atoms';

/**
 * The 'Хочу сходить' toggle: like=1 when not liked, like=0 when liked (spec section 4). The like
 * flow (src/flows/wishlist) makes the call and shows its outcome; a guest's like waits there for
 * the sign-in (decision 433).
 */
export function LikeButton({ filmId, filmName }: { filmId: number; filmName: string }) {
  const liked = useAtomValue(wishlistAtom).includes(filmId);
  const { busy, press } = useLike();

  return (
    <button
      type="button"
      className={`like${liked ? ' like--on' : ''}`}
      aria-pressed={liked}
      aria-label={`Хочу сходить: ${filmName}`}
      // Not `disabled`: a disabled button drops the focus to the page while the like is asked,
      // and the popup that follows ('Нужно войти') then had nothing to give it back to (428).
      aria-disabled={busy || undefined}
      onClick={() => press(filmId, liked)}
    >
      <HeartIcon filled={liked} />
      <span>Хочу сходить</span>
    </button>
  );
}
