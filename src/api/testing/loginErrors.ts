import { ApiError } from '../errors';

/**
 * A login call's refusal as src/api/auth throws it: the HTTP status, the envelope's code and
 * message, and next_sms when the server sent one (both sign-in flows branch on these).
 */
export function loginRefusal(status: number, message: string, nextSms?: number): ApiError {
  const error = new ApiError('server', message, status);
  error.status = status;
  error.body = { status: 'error', errors: { code: status, message }, next_sms: nextSms };
  return error;
}
