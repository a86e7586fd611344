import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { toApiError } from '../../api/errors';
import type { User } from '../../api/schemas/user';
import { fetchUser, isSignedOut, type UserLoad } from '../../api/user';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; load: UserLoad }
  | { status: 'signedOut' }
  | { status: 'error'; error: ApiError };

/** The profile page's load (spec section 4, Profile page: loading, then loaded or error). */
export function useProfile(load: () => Promise<UserLoad> = fetchUser) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    load().then(
      (result) => live && setState({ status: 'loaded', load: result }),
      (thrown: unknown) => {
        if (!live) return;
        const error = toApiError(thrown);
        setState(isSignedOut(error) ? { status: 'signedOut' } : { status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [load]);

  /** Loads again after a save; the caller decides what a failure means. */
  const reload = useCallback(async (): Promise<User | null> => {
    const result = await load();
    setState({ status: 'loaded', load: result });
    return result.kind === 'user' ? result.user : null;
  }, [load]);

  return { state, reload };
}
