import { useEffect } from 'react';
import { Redirect } from 'wouter';
import type { UserLoad } from '../../api/user';
import { forgetSignIn } from '../../flows/auth/session';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LoadErrorPopup } from './LoadErrorPopup';
import { PhoneConfirmBlock } from './PhoneConfirmBlock';
import { ProfileForm } from './ProfileForm';
import { ProfileOrders } from './ProfileOrders';
import { useProfile } from './useProfile';
import './profile.css';

export const PROFILE_TITLE = 'Личный кабинет';

interface ProfileScreenProps {
  /** The profile load; tests pass a fake. */
  load?: () => Promise<UserLoad>;
}

/** /profile: the profile form, or its lock while the phone is unconfirmed (spec section 2). */
export function ProfileScreen({ load }: ProfileScreenProps) {
  useDocumentTitle(PROFILE_TITLE);
  const { state, reload } = useProfile(load);
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
      {state.status === 'loading' && (
        <p className="profile__loading" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем профиль...
        </p>
      )}
      {state.status === 'error' && <LoadErrorPopup message={state.error.message} />}
      {state.status === 'loaded' && state.load.kind === 'unconfirmed' && (
        <PhoneConfirmBlock phone={state.load.phone} />
      )}
      {state.status === 'loaded' && state.load.kind === 'user' && (
        <>
          <ProfileForm user={state.load.user} reload={reload} />
          <ProfileOrders />
        </>
      )}
    </section>
  );
}
