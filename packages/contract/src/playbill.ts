import { z } from 'zod';
import { idParam } from './ids';

/** DD.MM.YYYY, the spec's playbill date format. */
export const PlaybillDateSchema = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/);

/** Playbill day (spec section 3). `label` is the short Russian weekday ('пн'..'вс'). */
export const PlaybillDaySchema = z.object({
  date: PlaybillDateSchema,
  label: z.string(),
  empty: z.boolean(),
});
export type PlaybillDay = z.infer<typeof PlaybillDaySchema>;

/** Playbill session (spec section 3). Prices in whole roubles; time HH:mm in the cinema's zone. */
export const PlaybillSessionSchema = z.object({
  id: z.number().int(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  format: z.string(),
  price: z.number(),
  price_min: z.number(),
  price_max: z.number(),
  disabled: z.boolean(),
  del: z.boolean(),
  /** Present when the playbill covers every cinema of a city: where the session is. */
  cinema: z.object({ id: z.number().int(), short_name: z.string() }).optional(),
  /**
   * The hall's name ('Зал 2'), beside the spec's fields: present only when another session of
   * the film starts that day at the same time in the same cinema, so that the two tiles, which
   * would read alike, say where each one is (decision 442).
   */
  hall: z.string().optional(),
});
export type PlaybillSession = z.infer<typeof PlaybillSessionSchema>;

/**
 * Playbill film (spec section 3). `duration` is minutes, `age` like '16+'. The tag links
 * (invites, sale, pushkin, childplace) are URLs, or null when the film has no such tag.
 */
export const PlaybillFilmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  trailer: z.string().nullable(),
  country: z.string(),
  genre: z.string(),
  duration: z.number().int(),
  rent: z.string().nullable(),
  age: z.string(),
  poster: z.object({ mobile: z.string(), desktop: z.string() }),
  invites: z.string().nullable(),
  sale: z.string().nullable(),
  pushkin: z.string().nullable(),
  childplace: z.string().nullable(),
  sessions: z.record(PlaybillDateSchema, z.array(PlaybillSessionSchema)),
});
export type PlaybillFilm = z.infer<typeof PlaybillFilmSchema>;

/** GET v1 films/playbill/?city={id}&cinema={id}: films in `data`, days in `map`. */
export const PlaybillResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(PlaybillFilmSchema),
  map: z.array(PlaybillDaySchema),
});
export type PlaybillResponse = z.infer<typeof PlaybillResponseSchema>;

export const PlaybillQuerySchema = z.object({
  city: idParam().optional(),
  cinema: idParam().optional(),
});
export type PlaybillQuery = z.infer<typeof PlaybillQuerySchema>;
