import { Link } from 'wouter';
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
  const signedIn = storedUserId() !== null;
  // Signed in and here by an address of its own (a bookmark, a typed address), not sent to sign
  // in again (a profile that could not be read sends its page along, `from`): the page says so
  // above the form, which stays for another number (decision 466).
  const sentHere = typeof from === 'object' && from !== null && 'from' in from;
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
        {signedIn && !sentHere && !(registration || enteredOnRegistration) && (
          <div className="login-page__signed-in" role="note">
            <p>
              Вы уже вошли в личный кабинет. Чтобы войти с другим номером телефона, заполните форму
              входа.
            </p>
            <Link href="/profile" className="button button--primary">
              Перейти в личный кабинет
            </Link>
          </div>
        )}
      </div>
      <div className="login-page__card">
        {(registration || enteredOnRegistration) && signedIn ? (
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
