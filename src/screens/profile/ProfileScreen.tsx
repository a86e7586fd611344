import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Redirect } from 'wouter';
import type { UserLoad } from '../../api/user';
import { forgetSignIn } from '../../flows/auth/session';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { User } from '@softkino/contract/user';
import { ProfileBonusLine } from '../bonuses/ProfileBonusLine';
import { LoadErrorPopup } from './LoadErrorPopup';
import { ProfileOrders } from './ProfileOrders';
import { useProfile } from './useProfile';
import './profile.css';

export const PROFILE_TITLE = 'Личный кабинет';

// The form (react-hook-form, the masks) and the phone lock (the login panel) are chunks of their
// own: the page's title and the profile's request do not wait for them, and the form's code
// downloads while the profile is on its way (decision 221).
const loadForm = () => import('./ProfileForm');
const ProfileForm = lazy(() => loadForm().then((m) => ({ default: m.ProfileForm })));
const PhoneConfirmBlock = lazy(() =>
  import('./PhoneConfirmBlock').then((m) => ({ default: m.PhoneConfirmBlock })),
);

interface ProfileScreenProps {
  /** The profile load; tests pass a fake. */
  load?: () => Promise<UserLoad>;
}

/** /profile: the profile form, or its lock while the phone is unconfirmed (spec section 2). */
export function ProfileScreen({ load }: ProfileScreenProps) {
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

  useEffect(() => {
    void loadForm();
  }, []);

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
            <Suspense fallback={<ProfileLoading />}>
              <PhoneConfirmBlock phone={state.load.phone} />
            </Suspense>
          ) : (
            <Suspense fallback={<ProfileTopWhileFormLoads user={state.load.user} />}>
              <ProfileForm user={state.load.user} reload={reload} />
              <ProfileOrders />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The form's top (photo, name, the bonus line) as soon as the profile is here, while the form's
 * chunk still loads: the page's largest text paints with the data, not with the form's code, and
 * nothing moves when the form takes its place (decision 315).
 */
function ProfileTopWhileFormLoads({ user }: { user: User }) {
  return (
    <div className="profile-form">
      <div className="profile-form__top">
        <div className="avatar">
          <img
            className="avatar__image"
            src={user.avatar ?? user.default_avatar}
            alt="Фото профиля"
            width="96"
            height="96"
          />
        </div>
        <div className="profile-form__who">
          <p className="profile-form__name">{user.name}</p>
          <ProfileBonusLine user={user} />
        </div>
      </div>
      <ProfileLoading />
    </div>
  );
}

function ProfileLoading() {
  return (
    <p className="profile__loading" role="status">
      <span className="spinner" aria-hidden="true" /> Загружаем профиль...
    </p>
  );
}
