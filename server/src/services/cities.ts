import type { City } from '@softkino/contract/cinema';
import type { Geo } from '@softkino/contract/cinema';
import { ApiError } from '../errors';
import { findCity, findDefaultCity, listCinemas, listCities } from '../repositories/cities';
import type { ServiceContext } from './context';

/** Every city with its cinemas, for the chooser (cities with no cinema are left out). */
export async function citiesWithCinemas(ctx: ServiceContext): Promise<City[]> {
  const [cities, cinemas] = await Promise.all([listCities(ctx.db), listCinemas(ctx.db)]);
  return cities
    .map((c) => ({
      id: c.id,
      name: c.name,
      timezone: c.timezone,
      cinemas: cinemas
        .filter((k) => k.city_id === c.id)
        .map((k) => ({
          id: k.id,
          name: k.name,
          short_name: k.short_name,
          address: k.address,
          city: k.city,
          city_id: k.city_id,
          link: k.link,
          img: k.img,
          is_separate_cinema: k.is_separate_cinema,
          no_bonus: k.no_bonus,
          rent: k.rent,
        })),
    }))
    .filter((c) => c.cinemas.length > 0);
}

/** A cookie value naming a city id, or null when it is not a plain positive integer. */
function parseCityId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * user/geo/: 'Y' when the visitor already chose a known city (the `city` cookie), otherwise
 * 'N' with the default city, so the client asks once.
 */
export async function geo(ctx: ServiceContext, cityCookie: string | undefined): Promise<Geo> {
  const id = parseCityId(cityCookie);
  const chosen = id === null ? undefined : await findCity(ctx.db, id);
  if (chosen) return { validate: 'Y', city_id: chosen.id };
  const fallback = await findDefaultCity(ctx.db);
  if (!fallback) throw new ApiError(503, 'Список городов пока пуст. Попробуйте позже.');
  return { validate: 'N', city_id: fallback.id };
}
