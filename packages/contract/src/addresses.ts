/**
 * The shapes of the ids in the site's own addresses that the client reads before asking the
 * server (no zod here: the entry's boot requests use them, decision 334). Anything else in their
 * place is not asked for.
 */

/** `/order/<id>`: an order's id. */
export const ORDER_ID_PATTERN = /^\d{1,10}$/;

/** `/tickets/<token>`: the e-mail link's token, 32 random bytes in base64url (decision 105). */
export const TICKET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A cinema's address in its link, `/cinema/<slug>`: lower-case latin letters, digits, hyphens. */
export const CINEMA_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** `/lobby/<cinema id>`: a cinema's id, 1 or more, up to 9 digits (the lobby board's TV). */
export const LOBBY_CINEMA_ID = /^(?!0+$)\d{1,9}$/;

/**
 * `/lobby/<cinema>`: the cinema's id or its page's slug with a letter in it (`/lobby/chel-almaz`,
 * the address a technician types on a TV: decision 432). A slug of digits alone would read as
 * an id.
 */
export const LOBBY_CINEMA_PATTERN = new RegExp(
  `^(?:${LOBBY_CINEMA_ID.source.slice(1, -1)}|(?=[a-z0-9-]*[a-z])${CINEMA_SLUG.source.slice(1, -1)})$`,
);

/**
 * What a board's address (`/lobby/<segment>`) names: its cinema's id, the slug of its cinema's
 * page, or nothing a cinema can have (null). The screen, the page's boot and the server's page
 * check read it alike.
 */
export function lobbyTarget(segment: string): { id: number } | { slug: string } | null {
  if (LOBBY_CINEMA_ID.test(segment)) return { id: Number(segment) };
  return LOBBY_CINEMA_PATTERN.test(segment) ? { slug: segment } : null;
}

/** What a cinema's page and its board say when the address names no cinema. */
export const CINEMA_NOT_FOUND = 'Кинотеатр не найден.';

/** The slug of a cinema's page from its link (`/cinema/<slug>`, the cities' `link`), or null. */
export function cinemaSlugOf(link: string): string | null {
  const slug = /^\/cinema\/([^/]+)$/.exec(link)?.[1];
  return slug && CINEMA_SLUG.test(slug) ? slug : null;
}

/** The board of the cinema whose page is `link` (`/cinema/<slug>`); by its id without one. */
export function lobbyAddress(cinema: { id: number; link: string }): string {
  const slug = cinemaSlugOf(cinema.link);
  // Digits alone would read as an id.
  return slug && /[a-z]/.test(slug) ? `/lobby/${slug}` : `/lobby/${cinema.id}`;
}
