/**
 * The shapes of the ids in the site's own addresses that the client reads before asking the
 * server (no zod here: the entry's boot requests use them, decision 334). Anything else in their
 * place is not asked for.
 */

/** `/order/<id>`: an order's id. */
export const ORDER_ID_PATTERN = /^\d{1,10}$/;

/** `/tickets/<token>`: the e-mail link's token, 32 random bytes in base64url (decision 105). */
export const TICKET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `/lobby/<cinema id>`: a cinema's id, 1 or more, up to 9 digits (the lobby board's TV). */
export const LOBBY_CINEMA_PATTERN = /^(?!0+$)\d{1,9}$/;
