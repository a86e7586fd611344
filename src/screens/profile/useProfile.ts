import { useCallback } from 'react';
import type { ApiError } from '../../api/errors';
import { toApiError } from '../../api/errors';
import type { User } from '@softkino/contract/user';
import { fetchUser, isSignedOut, type UserLoad } from '../../api/user';
import { useResource } from '../../lib/useResource';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; load: UserLoad }
  | { status: 'signedOut' }
  | { status: 'error'; error: ApiError };

/** The profile page's load (spec section 4, Profile page: loading, then loaded or error). */
export function useProfile(load: () => Promise<UserLoad> = fetchUser) {
  const [state, { set }] = useResource<ProfileState>(
    load,
    () => load().then((result) => ({ status: 'loaded', load: result })),
    (thrown) => {
      const error = toApiError(thrown);
      return isSignedOut(error) ? { status: 'signedOut' } : { status: 'error', error };
    },
  );

  /** Loads again after a save; the caller decides what a failure means. */
  const reload = useCallback(async (): Promise<User | null> => {
    const result = await load();
    set(() => ({ status: 'loaded', load: result }));
    return result.kind === 'user' ? result.user : null;
  }, [load, set]);

  return { state, reload };
}
