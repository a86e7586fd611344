import { ApiError } from '../errors';

/** 429 with the seconds to wait in `next_sms` (required by the contract on every 429). */
export function tooManyRequests(message: string, seconds: number): ApiError {
  return new ApiError(429, message, 429, { next_sms: Math.max(0, Math.ceil(seconds)) });
}
