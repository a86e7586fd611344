import { z } from 'zod';
import { idParam } from './ids';

/**
 * The lobby screen board (spec sections 2, 3, 7, 9; issue 16): the cinemas' lobby TVs. Imported
 * by its subpath only, '@softkino/contract/lobby', so the / route's script does not carry it
 * (decision 259's rule).
 */

/** How many film cards one screen shows: 4 across on a 1920x1080 TV, 2x2 on a 1080x1920 one. */
export const LOBBY_CARDS_PER_SCREEN = 4;
/** Sessions per card (spec section 9, Lobby card). */
export const LOBBY_SESSIONS_PER_CARD = 5;
/** A session stays on the board, disabled, this long after its start; then it is hidden. */
export const LOBBY_SESSION_GRACE_MS = 30 * 60 * 1000;
/** At most this many session ids in one seats-left call (4 cards x 5 sessions, with room). */
export const LOBBY_SEATS_MAX_IDS = 40;

/** How many screens `count` films fill: at least one, so an empty board still has screen 1. */
export function screensCount(count: number, perScreen = LOBBY_CARDS_PER_SCREEN): number {
  return Math.max(1, Math.ceil(count / perScreen));
}

/** The films of screen `screen` (1-based); a screen past the last is empty. */
export function screenPage<T>(
  items: readonly T[],
  screen: number,
  perScreen = LOBBY_CARDS_PER_SCREEN,
): T[] {
  const start = (screen - 1) * perScreen;
  return items.slice(start, start + perScreen);
}

/** A session on a card: `timestamp` is its start (seconds since the epoch) for the 30-min rule. */
export const LobbySessionSchema = z.object({
  id: z.number().int(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  timestamp: z.number().int(),
  format: z.string(),
  /** Seats that can be bought when the board was read (the seats call keeps it fresh). */
  seats_left: z.number().int().nonnegative(),
  /** The page that opens this session's seat map (`#buy`), for the session's QR code. */
  buy_url: z.string(),
  /**
   * Ours: the hall's name, only when another session of the film on the board starts at the
   * same time in the same format (docs/decisions/455, as the playbill's 442).
   */
  hall: z.string().optional(),
});
export type LobbySession = z.infer<typeof LobbySessionSchema>;

/** A film card (spec section 3, Lobby screen response). */
export const LobbyCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  genre: z.string(),
  poster: z.string(),
  /** The film page, which the card's QR code opens. */
  url: z.string(),
  /** DD.MM.YYYY keys in the cinema's calendar, in date order; sessions in time order. */
  sessions: z.record(z.string(), z.array(LobbySessionSchema)),
  /** DD.MM.YYYY, or null when the film has none recorded. */
  premiere_date: z.string().nullable(),
});
export type LobbyCard = z.infer<typeof LobbyCardSchema>;

export const LobbyDataSchema = z.object({
  screen: z.array(LobbyCardSchema),
  /** The server's time, seconds since the epoch: the board's clock follows it, not the TV's. */
  time: z.number().int(),
  screens_count: z.number().int().positive(),
  /** Beyond the spec's three: which screen this is, whose board, and the viewer's staff flag. */
  screen_number: z.number().int().positive(),
  cinema: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
  admin: z.boolean(),
  /**
   * The site's public origin (the server's PUBLIC_URL) for the QR codes' links, when set: a TV
   * opened by a local address would otherwise print links a phone cannot reach (decision 400).
   */
  site: z.string().url().optional(),
});
export type LobbyData = z.infer<typeof LobbyDataSchema>;

export const LobbyResponseSchema = z.object({
  status: z.literal('success'),
  data: LobbyDataSchema,
});
export type LobbyResponse = z.infer<typeof LobbyResponseSchema>;

/** GET v1 scheme-screen/?cinema={id}&screen={n}. */
export const LobbyQuerySchema = z.strictObject({
  cinema: idParam(),
  screen: idParam().optional(),
});

/** GET v1 scheme-screen/seats/?cinema={id}&ids=1,2,3: seats left per session id. */
export const LobbySeatsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    time: z.number().int(),
    seats: z.record(z.string(), z.number().int().nonnegative()),
  }),
});
export type LobbySeatsResponse = z.infer<typeof LobbySeatsResponseSchema>;
