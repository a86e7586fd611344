/**
 * The boot GETs the page's inline script starts (decision 421): before the page's code has
 * loaded, so the signed-in profile and an order's page answer while that code is still on its
 * way, rather than one round trip after it has run. The script is this module's companion
 * src/app/pageStart.ts, built into index.html; the GETs wait on `window` for http.startEarly,
 * which takes each one instead of asking again. Nothing here may import zod or the contract's
 * schemas: it is inlined into every page.
 */

/** A GET on its way and when it was asked (ms since the epoch). */
export interface InlineGet {
  response: Promise<Response>;
  at: number;
}

/** Where the inline script leaves its GETs, by URL. */
export const INLINE_GETS_KEY = '__softkinoEarlyGets';

type Holder = Record<typeof INLINE_GETS_KEY, Record<string, InlineGet> | undefined>;

/** Every boot GET is asked so (http.startEarly too): the same request, whoever sends it. */
export const EARLY_GET_INIT: RequestInit = {
  method: 'GET',
  credentials: 'include',
  headers: { Accept: 'application/json' },
};

/** GETs to start once one of the inline GETs has answered, by what its answer says. */
export interface InlineFollowUp {
  /** The GET whose answer tells what to ask next (one of the inline GETs). */
  after: string;
  /** The GETs its answer's body brings (none for a body it cannot read). */
  urls: (body: unknown) => string[];
}

/**
 * Starts each GET and leaves it for the page's code (the inline script's one job). With a
 * follow-up, once the `after` GET answers 200 with JSON, the GETs its body brings start too and
 * wait beside the others (decision 425); a failed or unreadable answer brings none.
 */
export function startInlineGets(
  urls: readonly string[],
  holder: object = window,
  followUp?: InlineFollowUp | null,
): void {
  const gets: Record<string, InlineGet> = {};
  const start = (url: string) => {
    const response = fetch(url, EARLY_GET_INIT);
    // Its taker sees the failure; unhandled here, it would be reported as an error as well.
    response.catch(() => {});
    gets[url] = { response, at: Date.now() };
  };
  for (const url of urls) start(url);
  (holder as Holder)[INLINE_GETS_KEY] = gets;
  const first = followUp ? gets[followUp.after] : undefined;
  if (!followUp || !first) return;
  first.response
    // A copy: the page's code reads the answer itself.
    .then((response) => (response.status === 200 ? response.clone().json() : undefined))
    .then((body: unknown) => {
      if (body === undefined) return;
      for (const url of followUp.urls(body)) if (!(url in gets)) start(url);
    })
    .catch(() => {});
}

/** The inline script's GET of this URL, taken once (null when it asked for none). */
export function takeInlineGet(url: string, holder: object = window): InlineGet | null {
  const gets = (holder as Holder)[INLINE_GETS_KEY];
  const got = gets?.[url];
  if (!gets || !got) return null;
  delete gets[url];
  return got;
}
