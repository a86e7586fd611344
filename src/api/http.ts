/**
 * The only place that calls fetch (CONVENTIONS.md 6). Replies are parsed with the resource's
 * zod schema; every failure leaves here as an ApiError with the spec's text.
 */
import type { z } from 'zod';
import { ApiError, FALLBACK_MESSAGE, errorFromBody, toApiError } from './errors';
import { EARLY_GET_INIT, takeInlineGet } from './earlyGets';

export { API_ROOT, apiUrl } from './url';

/** Keeps the HTTP status and the raw body on the error (login reads 429's next_sms). */
function withReply(error: ApiError, status: number, body: unknown): ApiError {
  error.status = status;
  error.body = body;
  return error;
}

const GET_INIT = { method: 'GET', headers: { Accept: 'application/json' } } as const;

/** A reply as read off the wire: its status and its JSON body (json false: the body was not JSON). */
interface Reply {
  status: number;
  body: unknown;
  json: boolean;
}

/** Reads a response's body; a network failure rejects with the network's ApiError. */
async function readReply(response: Promise<Response>): Promise<Reply> {
  let answered: Response;
  try {
    answered = await response;
  } catch (error) {
    throw toApiError(error);
  }
  try {
    return { status: answered.status, body: await answered.json(), json: true };
  } catch {
    // A proxy's HTML error page or an empty body: nothing the user can act on.
    return { status: answered.status, body: undefined, json: false };
  }
}

/** The reply's data by the resource's schema, or the ApiError with the spec's text. */
function checked<S extends z.ZodType>(reply: Reply, schema: S): z.infer<S> {
  if (!reply.json)
    throw withReply(new ApiError('invalid', FALLBACK_MESSAGE), reply.status, undefined);
  const serverError = errorFromBody(reply.body);
  if (serverError) throw withReply(serverError, reply.status, reply.body);
  // Without zod's JIT, which writes a parser per object schema (`new Function`) at its first
  // parse: a page parses a reply once or twice, and the first parse of the boot's replies is two
  // to ten times quicker without it, the 122 KB playbill's the same (decision 422).
  const parsed = schema.safeParse(reply.body, { jitless: true });
  if (!parsed.success)
    throw withReply(new ApiError('invalid', FALLBACK_MESSAGE), reply.status, reply.body);
  return parsed.data as z.infer<S>;
}

interface EarlyGet {
  reply: Promise<Reply>;
  at: number;
  /** The reply once it has been read (peekJson hands it to a first render). */
  settled?: Reply;
  /** The data peekJson handed out: the GET is spent, no getJson takes it any more. */
  peeked?: unknown;
}

/** GETs started while the page boots (startEarly), each for the first getJson of its URL. */
const early = new Map<string, EarlyGet>();
/** A boot GET older than this is not handed over: the caller asks afresh. */
export const EARLY_GET_MS = 10_000;

/**
 * Starts a GET while the page boots, before the screen that needs it has loaded its code or
 * mounted (src/app/bootRequests.ts): the first getJson of the same URL within EARLY_GET_MS
 * takes that response, answered or not; every later one asks the server (decision 334). A GET
 * the page's inline script already started for the URL is taken over, not asked again (421).
 */
export function startEarly(url: string): void {
  const inline = takeInlineGet(url);
  const response = inline?.response ?? fetch(url, EARLY_GET_INIT);
  const started: EarlyGet = { reply: readReply(response), at: inline?.at ?? Date.now() };
  started.reply.then(
    (reply) => {
      started.settled = reply;
    },
    () => {},
  );
  early.set(url, started);
}

/** Resolves once every boot GET has been answered (or has failed): the first render waits. */
export function earlyGetsSettled(): Promise<void> {
  return Promise.allSettled([...early.values()].map((e) => e.reply)).then(() => undefined);
}

/**
 * The data of a boot GET already answered, for a screen's first render (decision 421): the
 * screen then paints with its content, not with a spinner that its data replaces a moment
 * later. Null when the GET is not answered yet, is older than EARLY_GET_MS, or answered with
 * an error or a reply the schema refuses: getJson then takes it and reports as usual. The same
 * data again for a second call (React may run a state initializer twice); once peeked, the GET
 * is spent and every getJson asks the server.
 */
export function peekJson<S extends z.ZodType>(url: string, schema: S): z.infer<S> | null {
  const started = early.get(url);
  if (!started) return null;
  if (started.peeked !== undefined) return started.peeked as z.infer<S>;
  const reply = started.settled;
  if (!reply || Date.now() - started.at > EARLY_GET_MS) return null;
  let data: z.infer<S>;
  try {
    data = checked(reply, schema);
  } catch {
    return null;
  }
  started.peeked = data;
  return data;
}

/** Tests: forgets the boot GETs nobody took. */
export function forgetEarly(): void {
  early.clear();
}

function takeEarly(url: string, init: RequestInit): Promise<Reply> | null {
  const started = early.get(url);
  if (!started || init.method !== 'GET' || init.signal) return null;
  if (started.peeked !== undefined) return null;
  early.delete(url);
  return Date.now() - started.at <= EARLY_GET_MS ? started.reply : null;
}

/**
 * A GET the page's inline script started and the boot did not take over: one that followed
 * another's answer (the city's playbill after user/geo's, decision 425). Taken once, by the first
 * plain GET of its URL, while it is at most EARLY_GET_MS old.
 */
function takeInline(url: string, init: RequestInit): Promise<Reply> | null {
  if (init.method !== 'GET' || init.signal) return null;
  const inline = takeInlineGet(url);
  return inline && Date.now() - inline.at <= EARLY_GET_MS ? readReply(inline.response) : null;
}

async function send<S extends z.ZodType>(url: string, init: RequestInit, schema: S) {
  const reply = await (takeEarly(url, init) ??
    takeInline(url, init) ??
    readReply(fetch(url, { credentials: 'include', ...init })));
  return checked(reply, schema);
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
