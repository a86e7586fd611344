import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';
import { AlreadySignedIn } from '../../flows/auth/AlreadySignedIn';
import { LoginPanel } from '../../flows/auth/LoginPanel';
import { storedUserId } from '../../flows/auth/session';
import { phoneOfState, rememberedPage } from '../../flows/auth/returnTo';
import { BRAND } from '@softkino/contract/brand';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './login.css';

export const LOGIN_TITLE = 'Вход и регистрация';

function currentHash(): string {
  return window.location.hash;
}

interface LoginScreenProps {
  /** The page was opened at /login#registration (the hash may be gone by the time it loads). */
  enteredOnRegistration?: boolean;
}

/** /login: sign-in, registration and the forgotten password (spec section 2). */
export function LoginScreen({ enteredOnRegistration = false }: LoginScreenProps) {
  useDocumentTitle(LOGIN_TITLE);
  // wouter tracks the path only; the hash and the history state are read from the browser and
  // re-read on every pushState/replaceState/popstate/hashchange.
  const hash = useLocationProperty(currentHash);
  const from: unknown = useHistoryState();
  // The #registration anchor opens the registration tab (spec section 2, In-page anchors): the
  // one the page was opened with, and any followed later on this page.
  const registration = hash === '#registration';
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
        {(registration || enteredOnRegistration) && storedUserId() !== null ? (
          <AlreadySignedIn />
        ) : (
          <LoginPanel
            initialTab={registration || enteredOnRegistration ? 'reg' : 'auth'}
            requestedTab={registration ? 'reg' : null}
            returnTo={rememberedPage(from)}
            phone={phoneOfState(from)}
          />
        )}
      </div>
    </section>
  );
}
