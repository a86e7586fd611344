import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchUserForPage, type UserLoad } from '../../api/user';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { preloadable } from '../../ui/preloadable';
import { forgetSignIn, storedUserId } from './session';
import { signInsAtom } from './signIns';
import { UserIcon } from './UserIcon';

// The signed-in corner asks the server for the profile: it loads only for a browser that
// remembers USER_ID, so a guest's playbill script stays as small as it was (decision 025). The
// boot asks for it when USER_ID is stored (main.tsx, decision 338).
export const SignedInCorner = preloadable(() => import('./SignedInCorner').then((m) => m.default));

/**
 * The header's account corner: 'Войти' for a guest; the user's avatar and name linking to
 * /profile, and 'Выйти', once signed in (spec section 2).
 */
export function HeaderAccount() {
  const [pathname] = useLocation();
  // A sign-in that stays on its page renders the header again, so it reads USER_ID anew.
  useAtomValue(signInsAtom);
  // wouter's search has no leading '?'.
  const query = useSearch();
  const search = query ? `?${query}` : '';
  if (new URLSearchParams(search).get('logout') === 'yes') forgetSignIn();
  // Asked for as the header mounts, in the same commit's effects as the page's screen (one
  // request for both); the corner's code comes later and takes this answer (decision 338), and
  // so does a screen whose code comes after it (decision 443).
  const [takeFirstLoad, setTakeFirstLoad] = useState<() => Promise<UserLoad> | undefined>();
  useEffect(() => {
    if (storedUserId() === null) return;
    const take = takeOnce(quietly(fetchUserForPage()));
    setTakeFirstLoad(() => take);
  }, []);
  const login = (
    <li>
      <Link
        href="/login"
        state={pathname === '/login' ? undefined : { from: `${pathname}${search}` }}
        className="site-nav__link site-nav__link--login"
        aria-current={pathname === '/login' ? 'page' : undefined}
      >
        <UserIcon className="site-nav__login-icon" />
        <span className="site-nav__login-text">Войти</span>
      </Link>
    </li>
  );
  if (storedUserId() === null) return login;
  // Without the corner's code (a lost connection) the header keeps the sign-in link.
  return (
    <ErrorBoundary fallback={login}>
      <SignedInCorner
        fallback={login}
        login={login}
        current={pathname.startsWith('/profile')}
        takeFirstLoad={takeFirstLoad}
      />
    </ErrorBoundary>
  );
}

/** A function that gives `value` on its first call and nothing after. */
function takeOnce<T>(value: T): () => T | undefined {
  let left: T | undefined = value;
  return () => {
    const taken = left;
    left = undefined;
    return taken;
  };
}

/** The promise, marked as handled: its failure is read later, by the corner. */
function quietly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
