import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { storedUserId } from './session';

/**
 * A page only a signed-in user has: a guest (no USER_ID stored, spec section 3) is sent to
 * /login, which brings them back here (the address with its query), before the page asks the
 * server anything: asking would only earn a 401. A session that ended on the server still
 * answers 401, and the page sends the user to /login then.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const search = useSearch();
  if (storedUserId() !== null) return children;
  const from = search ? `${pathname}?${search}` : pathname;
  return <Redirect to="/login" replace state={{ from }} />;
}
