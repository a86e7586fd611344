import { useCallback } from 'react';
import type { ApiError } from '../../api/errors';
import { toApiError } from '../../api/errors';
import type { User } from '@softkino/contract/user';
import { fetchUser, fetchUserOnMount, isSignedOut, type UserLoad } from '../../api/user';
import { useResource } from '../../lib/useResource';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; load: UserLoad }
  | { status: 'signedOut' }
  | { status: 'error'; error: ApiError };

/**
 * The profile page's load (spec section 4, Profile page: loading, then loaded or error): the
 * header's read of the page start when there is one (fetchUserOnMount), a new one after a save.
 * `load` (tests) serves both.
 */
export function useProfile(load?: () => Promise<UserLoad>) {
  const first = load ?? fetchUserOnMount;
  const again = load ?? fetchUser;
  const [state, { set }] = useResource<ProfileState>(
    first,
    () => first().then((result) => ({ status: 'loaded', load: result })),
    (thrown) => {
      const error = toApiError(thrown);
      return isSignedOut(error) ? { status: 'signedOut' } : { status: 'error', error };
    },
  );

  /** Loads again after a save; the caller decides what a failure means. */
  const reload = useCallback(async (): Promise<User | null> => {
    const result = await again();
    set(() => ({ status: 'loaded', load: result }));
    return result.kind === 'user' ? result.user : null;
  }, [again, set]);

  return { state, reload };
}
