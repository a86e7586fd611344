import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';
import { AlreadySignedIn } from './AlreadySignedIn';
import { storedUserId } from './session';

// The form, its masks and react-hook-form load only when the anchor is followed.
const LoginPanel = lazy(() => import('./LoginPanel').then((m) => ({ default: m.LoginPanel })));

/**
 * #registration (spec section 2, In-page anchors): the login form on its registration tab, over
 * the page the buyer is on, who comes back to it after signing up. On /login itself the page's
 * own form switches tab instead, so the popup closes at once.
 */
function RegistrationPopup({ close }: PopupProps) {
  const [pathname] = useLocation();
  const query = useSearch();
  const search = query ? `?${query}` : '';
  const onLoginPage = pathname === '/login';

  useEffect(() => {
    if (onLoginPage) close();
  }, [close, onLoginPage]);

  if (onLoginPage) return null;
  // A signed-in buyer has an account: no form to register again (docs/decisions/104).
  if (storedUserId() !== null) return <AlreadySignedIn close={close} />;
  return (
    <Suspense fallback={<span className="spinner" role="status" aria-label="Загрузка" />}>
      <LoginPanel initialTab="reg" returnTo={`${pathname}${search}`} />
    </Suspense>
  );
}

export function registerAuthPopups(): void {
  registerPopup('registration', { label: 'Регистрация', component: RegistrationPopup });
}
