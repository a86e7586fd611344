import { ApiError } from '../errors';

/**
 * An ApiError whose envelope carries more top-level fields: `next_sms` on the login calls'
 * 429, `phone` on v2 user/'s code 14. The account routes' error handler sends them.
 */
export class ApiErrorWithFields extends ApiError {
  constructor(
    statusCode: number,
    message: string,
    readonly fields: Record<string, string | number>,
    code: number | string = statusCode,
  ) {
    super(statusCode, message, code);
    this.name = 'ApiErrorWithFields';
  }
}

/** 429 with the seconds to wait (required by the contract on every 429). */
export function tooManyRequests(message: string, seconds: number): ApiErrorWithFields {
  return new ApiErrorWithFields(429, message, { next_sms: Math.max(0, Math.ceil(seconds)) });
}
