import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { LoginPanel } from '../../flows/auth/LoginPanel';

/**
 * The lock of a profile whose phone is not confirmed (spec section 2, Profile page; section 4:
 * error code 14 gives an empty unconfirmed profile). A confirmed code reloads the profile.
 */
export function PhoneConfirmBlock({ phone }: { phone: string }) {
  return (
    <div className="profile-lock">
      <div className="profile-lock__text">
        <h2 className="profile-section__title">Подтверждение телефона</h2>
        <p role="status">{PROFILE_MESSAGES.confirmPhone}</p>
      </div>
      <div className="profile-lock__form">
        <LoginPanel mode="confirm" phone={phone} returnTo="/profile" />
      </div>
    </div>
  );
}
