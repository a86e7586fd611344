import {
  CINEMA_NOT_FOUND,
  SEAT_CHILD,
  SEAT_VIP,
  yandexMapsUrl,
  type CinemaPage,
} from '@softkino/contract/cinemaPage';
import { ApiError } from '../errors';
import { findCinemaBySlug, findCinemaPage, hallSchemesOfCinema } from '../repositories/cinemaPages';
import type { ServiceContext } from './context';

/**
 * GET v1 cinema/?slug=: the cinema's page (issue 15): the cinema as the chooser lists it, the
 * maps link, 'Как добраться', and every hall with its seat count and the geometry its picture
 * is drawn from. Today's sessions come from films/playbill/?cinema= (one truth for sessions).
 */
export async function cinemaPage(ctx: ServiceContext, slug: string): Promise<CinemaPage> {
  const cinema = await findCinemaBySlug(ctx.db, slug);
  if (!cinema) throw new ApiError(404, CINEMA_NOT_FOUND);
  const [page, halls] = await Promise.all([
    findCinemaPage(ctx.db, cinema.id),
    hallSchemesOfCinema(ctx.db, cinema.id),
  ]);
  return {
    cinema: {
      id: cinema.id,
      name: cinema.name,
      short_name: cinema.short_name,
      address: cinema.address,
      city: cinema.city,
      city_id: cinema.city_id,
      link: cinema.link,
      img: cinema.img,
      is_separate_cinema: cinema.is_separate_cinema,
      no_bonus: cinema.no_bonus,
      rent: cinema.rent,
    },
    timezone: cinema.timezone,
    map_url: yandexMapsUrl(page?.map_query ?? mapQueryOf(cinema.city, cinema.address)),
    directions: page ? { transport: page.transport, parking: page.parking } : null,
    contacts: { phone: page?.phone ?? null, hours: page?.hours ?? null },
    halls: halls.map((h) => ({
      id: h.id,
      name: h.name,
      seats: h.seats.length,
      width: h.width,
      height: h.height,
      enters: h.enters,
      places: h.seats.map(
        (s) =>
          [s.x, s.y, (s.zone === 'vip' ? SEAT_VIP : 0) | (s.is_child ? SEAT_CHILD : 0)] as [
            number,
            number,
            number,
          ],
      ),
    })),
  };
}

/**
 * What the map searches for when the cinema wrote no query of its own: the city and the
 * address (unless the address already names its town).
 */
export function mapQueryOf(city: string, address: string): string {
  return address.includes(city) ? address : `${city}, ${address}`;
}
