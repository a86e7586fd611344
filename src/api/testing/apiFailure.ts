import { ApiError } from '../errors';

/** The ApiError a call rejects with; fails the test when it resolves or throws anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}
