/**
 * The one error normaliser (spec section 8). Every failed call becomes an ApiError whose
 * `message` is the text to show and whose `kind` tells callers with their own wording (the
 * playbill's 'Что-то пошло не так.') what went wrong.
 */
import { ErrorEnvelopeSchema, type ApiErrors } from '@softkino/contract/envelope';

export const FALLBACK_MESSAGE = 'Что-то пошло не так. Попробуйте еще раз.';

export function networkMessage(error: string): string {
  return `Что-то пошло не так: ${error}. Попробуйте еще раз.`;
}

/** 'server': status 'error'; 'invalid': a reply we cannot read; 'network': no reply at all. */
export type ApiErrorKind = 'server' | 'invalid' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's errors.code, when it sent one (login and activation flows branch on it). */
  readonly code: number | string | undefined;
  /** The first errors[].detail, kept whole for flows that match on it ('Ошибка 131'). */
  readonly detail: string | undefined;
  /** The HTTP status of the reply, when there was one (the login flow branches on it). */
  status: number | undefined;
  /** The whole error body, for calls whose error replies carry more (login's next_sms). */
  body: unknown;

  constructor(kind: ApiErrorKind, message: string, code?: number | string, detail?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.detail = detail;
  }
}

/** The text of an `errors` field: errors.message, else the first errors[].detail or title. */
export function errorsMessage(errors: ApiErrors): string {
  if (Array.isArray(errors)) {
    const first = errors.find((item) => item.detail || item.title);
    return first?.detail || first?.title || FALLBACK_MESSAGE;
  }
  return errors.message || FALLBACK_MESSAGE;
}

/** An ApiError for a body with status 'error', or null when the body is not an error envelope. */
export function errorFromBody(body: unknown): ApiError | null {
  const parsed = ErrorEnvelopeSchema.safeParse(body);
  if (!parsed.success) return null;
  const { errors } = parsed.data;
  const code = Array.isArray(errors) ? undefined : errors.code;
  const detail = Array.isArray(errors) ? errors[0]?.detail : undefined;
  return new ApiError('server', errorsMessage(errors), code, detail);
}

/** Any thrown value as an ApiError: fetch's TypeError is a network failure. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const text = error instanceof Error ? error.message : String(error);
  return new ApiError('network', networkMessage(text));
}
