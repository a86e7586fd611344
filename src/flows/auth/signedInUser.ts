/**
 * The signed-in user's profile for a flow that works for guests too (checkout, the submission
 * forms): null for a guest (no USER_ID: nothing is asked) and for a session the server ended
 * (401: USER_ID is forgotten, as every profile caller does); any other failure rejects.
 */
import { toApiError } from '../../api/errors';
import { fetchUser, isSignedOut, type UserLoad } from '../../api/user';
import { forgetSignIn, storedUserId } from './session';

export async function signedInUser(
  load: () => Promise<UserLoad> = fetchUser,
): Promise<UserLoad | null> {
  if (storedUserId() === null) return null;
  try {
    return await load();
  } catch (thrown) {
    if (!isSignedOut(toApiError(thrown))) throw thrown;
    forgetSignIn();
    return null;
  }
}
