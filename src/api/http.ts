/**
 * The only place that calls fetch (CONVENTIONS.md 6). Replies are parsed with the resource's
 * zod schema; every failure leaves here as an ApiError with the spec's text.
 */
import type { z } from 'zod';
import { API_ROOT as CONTRACT_API_ROOT } from '@softkino/contract/api';
import { ApiError, FALLBACK_MESSAGE, errorFromBody, toApiError } from './errors';

/** Every path of spec section 7 sits under this prefix. */
export const API_ROOT = `${CONTRACT_API_ROOT}/`;

/** '/local/php_interface/api/v1/films/playbill/?city=1' from 'v1/films/playbill/' and a query. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}

/** Keeps the HTTP status and the raw body on the error (login reads 429's next_sms). */
function withReply(error: ApiError, status: number, body: unknown): ApiError {
  error.status = status;
  error.body = body;
  return error;
}

const GET_INIT = { method: 'GET', headers: { Accept: 'application/json' } } as const;

/** GETs started while the page boots (startEarly), each for the first getJson of its URL. */
const early = new Map<string, { response: Promise<Response>; at: number }>();
/** A boot GET older than this is not handed over: the caller asks afresh. */
export const EARLY_GET_MS = 10_000;

/**
 * Starts a GET while the page boots, before the screen that needs it has loaded its code or
 * mounted (src/app/bootRequests.ts): the first getJson of the same URL within EARLY_GET_MS
 * takes that response, answered or not; every later one asks the server (decision 334).
 */
export function startEarly(url: string): void {
  const response = fetch(url, { credentials: 'include', ...GET_INIT });
  response.catch(() => {});
  early.set(url, { response, at: Date.now() });
}

/** Tests: forgets the boot GETs nobody took. */
export function forgetEarly(): void {
  early.clear();
}

function takeEarly(url: string, init: RequestInit): Promise<Response> | null {
  const started = early.get(url);
  if (!started || init.method !== 'GET' || init.signal) return null;
  early.delete(url);
  return Date.now() - started.at <= EARLY_GET_MS ? started.response : null;
}

async function send<S extends z.ZodType>(url: string, init: RequestInit, schema: S) {
  let response: Response;
  try {
    response = await (takeEarly(url, init) ?? fetch(url, { credentials: 'include', ...init }));
  } catch (error) {
    throw toApiError(error);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: nothing the user can act on.
    throw withReply(new ApiError('invalid', FALLBACK_MESSAGE), response.status, undefined);
  }
  const serverError = errorFromBody(body);
  if (serverError) throw withReply(serverError, response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw withReply(new ApiError('invalid', FALLBACK_MESSAGE), response.status, body);
  return parsed.data as z.infer<S>;
}

/**
 * GET a JSON reply. `signal` cancels it (a lobby board gives up on a call that does not answer,
 * decision 395); a GET with a signal never takes a boot GET, which no signal could cancel.
 */
export function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  return send(url, signal ? { ...GET_INIT, signal } : GET_INIT, schema);
}

/** POST an urlencoded form (the spec's "form" payloads). */
export function postForm<S extends z.ZodType>(
  url: string,
  fields: Record<string, string | number>,
  schema: S,
): Promise<z.infer<S>> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  return send(url, { method: 'POST', headers: { Accept: 'application/json' }, body }, schema);
}

/** POST a JSON body (the spec's "JSON" payloads). */
export function postJson<S extends z.ZodType>(
  url: string,
  payload: unknown,
  schema: S,
): Promise<z.infer<S>> {
  return send(
    url,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    },
    schema,
  );
}

/** POST a multipart body (the spec's "multipart" payloads: the profile with its photo). */
export function postMultipart<S extends z.ZodType>(
  url: string,
  body: FormData,
  schema: S,
): Promise<z.infer<S>> {
  // No Content-Type: the browser writes the multipart boundary itself.
  return send(url, { method: 'POST', headers: { Accept: 'application/json' }, body }, schema);
}

/**
 * A GET whose answer is ignored (spec section 7: the social control's unlink url). Resolves
 * whatever the reply; only a network failure rejects.
 */
export async function getIgnoringReply(url: string): Promise<void> {
  try {
    await fetch(url, { method: 'GET', credentials: 'include' });
  } catch (error) {
    throw toApiError(error);
  }
}
