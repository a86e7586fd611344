import { Link } from 'wouter';
import { fetchUser } from '../../api/user';
import { useResource } from '../../lib/useResource';

type NoteState = { status: 'email'; email: string } | { status: 'none' } | { status: 'unknown' };

/**
 * What the favourite popup promised (docs/decisions/278): the address the new-session e-mails go
 * to, or, without one, the way to the profile to add it. Says nothing when the profile cannot be
 * read: the list itself matters more.
 */
export function WishlistMailNote() {
  const [state] = useResource<NoteState>(
    'wishlist-mail',
    () =>
      fetchUser().then((load): NoteState => {
        const email = load.kind === 'user' ? load.user.email.trim() : '';
        return email ? { status: 'email', email } : { status: 'none' };
      }),
    () => ({ status: 'unknown' }),
  );
  if (state.status === 'email')
    return (
      <p className="wishlist__mail">
        Когда у фильмов из списка появятся новые сеансы в вашем городе, мы напишем на{' '}
        <strong>{state.email}</strong>.
      </p>
    );
  if (state.status === 'none')
    return (
      <p className="wishlist__mail">
        <Link href="/profile">Укажите e-mail в профиле</Link>, и мы напишем, когда у фильмов из
        списка появятся новые сеансы в вашем городе.
      </p>
    );
  return null;
}
