import { Link, Redirect, useLocation } from 'wouter';
import { PROFILE_MESSAGES } from '../../api/schemas/user';
import { CreatePasswordForm } from '../../flows/auth/CreatePasswordForm';
import { storedUserId } from '../../flows/auth/session';
import { showAlert } from '../../ui/popups/alerts';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import '../../flows/auth/auth.css';
import './profile.css';

export const SETTINGS_TITLE = 'Настройки профиля';

/** /profile/settings: the password (spec section 2: the target after a password is saved). */
export function SettingsScreen() {
  useDocumentTitle(SETTINGS_TITLE);
  const [, navigate] = useLocation();
  // A guest has no password to change; the server would answer 401 anyway.
  if (storedUserId() === null) {
    return <Redirect to="/login" replace state={{ from: '/profile/settings' }} />;
  }
  return (
    <section className="page page--narrow profile" aria-labelledby="settings-title">
      <Link className="login__link profile__back" href="/profile">
        ← Личный кабинет
      </Link>
      <h1 id="settings-title" className="page__title">
        {SETTINGS_TITLE}
      </h1>
      <div className="profile-section profile-section--card">
        <h2 className="profile-section__title">Пароль</h2>
        <CreatePasswordForm
          submitLabel="Сохранить пароль"
          onSaved={() => {
            showAlert({ status: 'success', text: PROFILE_MESSAGES.saved });
            navigate('/profile/settings', { replace: true });
          }}
        />
      </div>
    </section>
  );
}
