import { useLocation } from 'react-router';
import { LoginPanel } from '../../flows/auth/LoginPanel';
import { rememberedPage } from '../../flows/auth/returnTo';
import { BRAND } from '../../lib/brand';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './login.css';

export const LOGIN_TITLE = 'Вход и регистрация';

/** /login: sign-in, registration and the forgotten password (spec section 2). */
export function LoginScreen() {
  useDocumentTitle(LOGIN_TITLE);
  const location = useLocation();
  // The #registration anchor opens the registration tab (spec section 2, In-page anchors).
  const registration = location.hash === '#registration';
  return (
    <section className="page login-page" aria-labelledby="login-title">
      <div className="login-page__intro">
        <h1 id="login-title" className="page__title">
          {LOGIN_TITLE}
        </h1>
        <p className="login-page__lead">
          Билеты, бонусы и список «Хочу сходить» — в личном кабинете {BRAND.name}. Вход по номеру
          телефона: паролем или кодом из звонка или SMS.
        </p>
      </div>
      <div className="login-page__card">
        <LoginPanel
          initialTab={registration ? 'reg' : 'auth'}
          requestedTab={registration ? 'reg' : null}
          returnTo={rememberedPage(location.state)}
        />
      </div>
    </section>
  );
}
