import { z } from 'zod';
import { CinemaSchema } from './cinema';
import { successEnvelope } from './envelope';

/**
 * GET v1 cinema/?slug=: what a cinema's own page shows (issue 15, docs/decisions/295-298).
 * Imported by its subpath, '@softkino/contract/cinemaPage', so the / route never loads it.
 */

export { CINEMA_NOT_FOUND, CINEMA_SLUG } from './addresses';

export const CINEMA_SLUG_REFUSAL = 'Некорректный адрес кинотеатра.';

/** Flags of a seat in a hall's picture: its price zone and whether it is a child's seat. */
export const SEAT_VIP = 1;
export const SEAT_CHILD = 2;

/** Colour of each price zone on the seat maps (the purchase popup's and the cinema page's). */
export const SEAT_ZONE_COLORS = { standard: '#4f8ef7', vip: '#e0a526' } as const;

/**
 * A hall as its page draws it: the seat map's geometry without prices or availability. Each
 * place is `[x, y, flags]` in scheme units (flags: SEAT_VIP | SEAT_CHILD), three numbers instead
 * of an object per seat, so the 1,200-seat hall costs ~15 KB of JSON instead of ~60 KB. (Read as
 * arrays of numbers: a zod tuple would add its code to the zod chunk the / route loads.)
 */
export const CinemaHallSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many seats the hall has (= places.length). */
  seats: z.number().int().nonnegative(),
  width: z.number().positive(),
  height: z.number().positive(),
  /** Exits; the first is the exit point. */
  enters: z.array(z.object({ x: z.number(), y: z.number() })),
  places: z.array(z.array(z.number())),
});
export type CinemaHall = z.infer<typeof CinemaHallSchema>;

export const CinemaPageSchema = z.object({
  cinema: CinemaSchema,
  /** IANA zone of the cinema's city: "today" on the page is the cinema's today. */
  timezone: z.string(),
  /** Opens the address in Yandex Maps: the app where it is installed, the site elsewhere. */
  map_url: z.string(),
  /** 'Как добраться': null when the cinema has not written it. */
  directions: z.object({ transport: z.string(), parking: z.string() }).nullable(),
  /**
   * The box office's phone (11 digits, '73512000202') and the opening hours as the cinema writes
   * them; each null when not given (decision 479).
   */
  contacts: z.object({ phone: z.string().nullable(), hours: z.string().nullable() }),
  halls: z.array(CinemaHallSchema),
});
export type CinemaPage = z.infer<typeof CinemaPageSchema>;

export const CinemaPageResponseSchema = successEnvelope(CinemaPageSchema);
export type CinemaPageResponse = z.infer<typeof CinemaPageResponseSchema>;

/** The Yandex Maps search for `query` (decision 296): a universal link, no key needed. */
export function yandexMapsUrl(query: string): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(query)}`;
}
