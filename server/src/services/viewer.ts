import type { FastifyRequest } from 'fastify';

/**
 * Who is asking. Accounts arrive in a later issue: it adds `{ kind: 'user'; userId }` to this
 * union and reads the session cookie here; the compiler then points at every service that must
 * handle a signed-in viewer. Until then every visitor is a guest.
 */
export type Viewer = { kind: 'guest' };

export function resolveViewer(_request: FastifyRequest): Viewer {
  return { kind: 'guest' };
}
