import { errorFromBody, type ApiError } from '../errors';

/**
 * An activate/ refusal as src/api/http throws it: the envelope read by the one error
 * normaliser, with the HTTP status and the body (next_sms) kept on it.
 */
export function activateRefusal(
  status: number,
  code: number | string,
  message: string,
  nextSms?: number,
): ApiError {
  const body = { status: 'error', errors: { code, message }, next_sms: nextSms };
  const error = errorFromBody(body) as ApiError;
  error.status = status;
  error.body = body;
  return error;
}
