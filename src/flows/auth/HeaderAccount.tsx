import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { forgetSignIn, storedUserId } from './session';

// The signed-in corner asks the server for the profile: it loads only for a browser that
// remembers USER_ID, so a guest's playbill script stays as small as it was (decision 025).
const SignedInCorner = lazy(() => import('./SignedInCorner'));

/**
 * The header's account corner: 'Войти' for a guest; the user's avatar and name linking to
 * /profile, and 'Выйти', once signed in (spec section 2).
 */
export function HeaderAccount() {
  const [pathname] = useLocation();
  // wouter's search has no leading '?'.
  const query = useSearch();
  const search = query ? `?${query}` : '';
  if (new URLSearchParams(search).get('logout') === 'yes') forgetSignIn();
  const login = (
    <li>
      <Link
        href="/login"
        state={pathname === '/login' ? undefined : { from: `${pathname}${search}` }}
        className="site-nav__link site-nav__link--login"
        aria-current={pathname === '/login' ? 'page' : undefined}
      >
        Войти
      </Link>
    </li>
  );
  if (storedUserId() === null) return login;
  return (
    <Suspense fallback={login}>
      <SignedInCorner login={login} current={pathname.startsWith('/profile')} />
    </Suspense>
  );
}
