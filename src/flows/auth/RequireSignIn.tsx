import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { storedUserId } from './session';

/**
 * A page only a signed-in user has: a guest (no USER_ID stored, spec section 3) is sent to
 * /login, which brings them back to `from`, before the page asks the server anything: asking
 * would only earn a 401. A session that ended on the server still answers 401, and the page
 * sends the user to /login then.
 */
export function RequireSignIn({ from, children }: { from: string; children: ReactNode }) {
  if (storedUserId() === null) return <Redirect to="/login" replace state={{ from }} />;
  return children;
}
