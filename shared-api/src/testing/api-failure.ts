import { ApiError } from '../client/api-error.ts';

/** The ApiError a call rejects with; fails the test when the call succeeds or throws anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
