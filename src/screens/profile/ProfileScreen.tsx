import { useAtomValue } from 'jotai';
import { useDeferredValue, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { fetchUser, type UserLoad } from '../../api/user';
import { cardActivationsAtom } from '../../flows/cardActivate/cardActivate.atoms';
import { useResource } from '../../lib/useResource';
import { forgetSignIn } from '../../flows/auth/session';
import { preloadable } from '../../ui/preloadable';
import { RequireSignIn } from '../../flows/auth/RequireSignIn';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { User } from '@softkino/contract/user';
import { ProfileBonusLine } from '../bonuses/ProfileBonusLine';
import { AvatarBlock } from './AvatarBlock';
import { LoadErrorPopup } from './LoadErrorPopup';
import { NO_PHOTO_CHANGE, type PhotoChange } from './profileForm';
import { useProfile } from './useProfile';
import './profile.css';

export const PROFILE_TITLE = 'Личный кабинет';

// The form (react-hook-form, the masks) with the orders, and the phone lock (the login panel), are
// chunks of their own: the page's title and the profile's request do not wait for them. The form's
// code is asked for once the profile has come and its top is drawn, so the page's largest text
// paints without sharing the network with the form's ~40 KB (decision 338; before, 221). Neither is
// React.lazy: a lazy part's reveal is held back 300 ms after the last fallback shown.
const FormAndOrders = preloadable(() =>
  import('./ProfileFormAndOrders').then((m) => m.ProfileFormAndOrders),
);
const PhoneConfirmBlock = preloadable(() =>
  import('./PhoneConfirmBlock').then((m) => m.PhoneConfirmBlock),
);

interface ProfileScreenProps {
  /** The profile load; tests pass a fake. */
  load?: () => Promise<UserLoad>;
}

/** /profile: the profile form, or its lock while the phone is unconfirmed (spec section 2). */
export function ProfileScreen(props: ProfileScreenProps) {
  return (
    <RequireSignIn>
      <SignedInProfile {...props} />
    </RequireSignIn>
  );
}

function SignedInProfile({ load }: ProfileScreenProps) {
  useDocumentTitle(PROFILE_TITLE);
  const profile = useProfile(load);
  // The form is the page's heaviest render: React renders it in slices, yielding between them,
  // so no long task blocks the main thread when the profile arrives (decision 220).
  const state = useDeferredValue(profile.state);
  const { reload } = profile;
  const signedOut = state.status === 'signedOut';

  useEffect(() => {
    if (signedOut) forgetSignIn();
  }, [signedOut]);

  if (signedOut) return <Redirect to="/login" replace state={{ from: '/profile' }} />;
  return (
    <section id="profile-settings" className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page__title">
        {PROFILE_TITLE}
      </h1>
      {state.status === 'loading' && <ProfileLoading />}
      {state.status === 'error' && <LoadErrorPopup message={state.error.message} />}
      {state.status === 'loaded' && (
        <>
          {state.load.kind === 'unconfirmed' ? (
            <PhoneConfirmBlock fallback={<ProfileLoading />} phone={state.load.phone} />
          ) : (
            <ProfileWithTop user={state.load.user} reload={reload} />
          )}
        </>
      )}
    </section>
  );
}

/**
 * The profile's top (photo, name, the bonus line) with the form and the orders under it. The top
 * is this chunk's, drawn as soon as the profile is here, and stays the same elements when the
 * form's chunk arrives below it: the page's largest text paints once, with the data. Before, the
 * form brought a top of its own in the place of this one, and whether Chromium counted the
 * first or the second paint as the largest depended on a race (decision 348). The photo's
 * choice lives here, so the top works before the form comes; the form saves it.
 */
function ProfileWithTop({ user, reload }: { user: User; reload: () => Promise<User | null> }) {
  const [photo, setPhoto] = useState<PhotoChange>(NO_PHOTO_CHANGE);
  const cardNow = useCardOfNow();
  // The form's chunk is asked for once the top has been painted, not in the same frame: its
  // request then starts after the page's largest paint, and Lighthouse's simulation no longer
  // puts its download on the way to that paint (measured: 2.6-2.75 s when it did, 2.1 s when
  // not; decision 348). A chunk already loaded renders at once.
  const [painted, setPainted] = useState(() => FormAndOrders.loaded());
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return (
    <div className="profile-main">
      <div className="profile-form__top">
        <AvatarBlock user={user} photo={photo} onChange={setPhoto} />
        <div className="profile-form__who">
          <p className="profile-form__name">{user.name}</p>
          <ProfileBonusLine user={withCardOfNow(user, cardNow)} />
        </div>
      </div>
      {painted ? (
        <FormAndOrders
          fallback={<ProfileLoading />}
          user={user}
          reload={reload}
          photo={photo}
          onPhotoChange={setPhoto}
        />
      ) : (
        <ProfileLoading />
      )}
    </div>
  );
}

/** A user's bonus card and balance, as the profile reads them. */
type CardOfUser = Pick<User, 'card' | 'balance'>;

/**
 * The card and balance after a card was bound on this page (#card-activate, or a card action):
 * the profile loads again for them, as the header's menu does, so the line under the name stops
 * offering 'Активируйте ее' for a card just bound. Only the card's line takes them: the form
 * below keeps what is being typed in it. Null until a card is bound here.
 */
function useCardOfNow(): CardOfUser | null {
  const activations = useAtomValue(cardActivationsAtom);
  const [read] = useResource<{ status: 'read'; card: CardOfUser | null }>(
    activations === 0 ? null : `profile-card-${activations}`,
    () =>
      fetchUser().then((load) => ({
        status: 'read',
        card: load.kind === 'user' ? { card: load.user.card, balance: load.user.balance } : null,
      })),
    // A failed load leaves the line as it was.
    () => ({ status: 'read', card: null }),
  );
  return read.status === 'read' ? read.card : null;
}

function withCardOfNow(user: User, card: CardOfUser | null): User {
  return card ? { ...user, ...card } : user;
}

function ProfileLoading() {
  return (
    <p className="profile__loading" role="status">
      <span className="spinner" aria-hidden="true" /> Загружаем профиль...
    </p>
  );
}
