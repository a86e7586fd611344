import { z } from 'zod';
import { successEnvelope } from './envelope';

/** Cinema (spec section 3). `city` is the city's name; `city_id` links it to the chooser. */
export const CinemaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  address: z.string(),
  city: z.string(),
  city_id: z.number().int(),
  link: z.string(),
  img: z.string(),
  is_separate_cinema: z.boolean(),
  no_bonus: z.boolean(),
  rent: z.boolean(),
});
export type Cinema = z.infer<typeof CinemaSchema>;

export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** IANA zone: session times and "today" are the cinema's local time. */
  timezone: z.string(),
  cinemas: z.array(CinemaSchema),
});
export type City = z.infer<typeof CitySchema>;

/** GET v1 cinema/cities/: every city with its cinemas, for the chooser. */
export const CitiesResponseSchema = successEnvelope(z.array(CitySchema));
export type CitiesResponse = z.infer<typeof CitiesResponseSchema>;

/** GET v2 cinema/covid/: `data` true shows the COVID notice instead of the app banner. */
export const CovidResponseSchema = successEnvelope(z.boolean());

/** GET v1 user/geo/: `validate` 'Y' means the visitor's city is confirmed. */
export const GeoSchema = z.object({
  validate: z.enum(['Y', 'N']),
  city_id: z.number().int(),
});
export const GeoResponseSchema = successEnvelope(GeoSchema);
export type Geo = z.infer<typeof GeoSchema>;
