import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, FilmTag, SeatZone } from '../src/db/types';
import { CINEMAS, CITIES, DEFAULT_CITY, cinemaAddress, cinemaName } from './chain';
import { FILMS, RASTER_POSTERS } from './films';
import { generateHall } from './halls';
import { seedPremiereDate } from './lobby';
import { createRng } from './prng';
import { seedFilmComments } from './filmComments';
import { ensureNews } from './news';
import { seedSessionInfo } from './sessionInfo';
import { seedCinemaPages } from './cinemaPages';
import { planCinemaSessions, type ScheduleCinema, type ScheduleFilm } from './sessions';

/** Fixed so every machine gets the same chain; change it to get another demo. */
export const SEED = 20260101;

/** Where the playbill's tag links lead. */
export const TAG_LINKS: Record<FilmTag, string> = {
  invites: '/news/invites',
  sale: '/news/sale',
  pushkin: '/about/pushkin',
  childplace: '/news/kids',
};

/** A photograph (JPEG) for the films of RASTER_POSTERS, the SVG art for the rest. */
function posterExt(slug: string): 'jpg' | 'svg' {
  return RASTER_POSTERS.has(slug) ? 'jpg' : 'svg';
}

export interface SeedSummary {
  cities: number;
  cinemas: number;
  halls: number;
  seats: number;
  films: number;
  sessions: number;
}

/** Inserts rows in chunks: one statement per chunk keeps a fresh seed fast on both engines. */
async function insertChunks<T>(
  items: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Fills an empty database with the demo chain. `now` fixes "today" (each cinema's today is the
 * date of `now` in its city's zone), so tests pass a constant and the server passes the clock.
 */
export async function seedDatabase(
  trx: Transaction<DB> | Kysely<DB>,
  now: Date,
): Promise<SeedSummary> {
  const rng = createRng(SEED);
  const cities = await trx
    .insertInto('cities')
    .values(
      CITIES.map((c, i) => ({
        name: c.name,
        timezone: c.timezone,
        is_default: c.name === DEFAULT_CITY,
        sort: i,
        region_id: c.region,
      })),
    )
    .returning(['id', 'name', 'timezone'])
    .execute();
  const cityByName = new Map(cities.map((c) => [c.name, c]));

  const films = await trx
    .insertInto('films')
    .values(
      FILMS.map((f, i) => ({
        slug: f.slug,
        name: f.name,
        country: f.country,
        genre: f.genre,
        duration: f.duration,
        age: f.age,
        rent: f.rent,
        trailer: f.trailer,
        description: f.description,
        // Plain names; the server points them at hashed addresses at start (syncPosterUrls).
        poster_mobile: `/static/media/posters/${f.slug}-mobile.${posterExt(f.slug)}`,
        poster_desktop: `/static/media/posters/${f.slug}-desktop.${posterExt(f.slug)}`,
        premiere_date: seedPremiereDate(f, i, now),
      })),
    )
    .returning(['id', 'slug', 'duration', 'genre'])
    .execute();
  const tags = FILMS.flatMap((f, i) =>
    (Object.keys(TAG_LINKS) as FilmTag[])
      .filter((tag) => f.tags[tag])
      .map((tag) => ({ film_id: films[i]?.id ?? 0, tag, link: TAG_LINKS[tag] })),
  );
  if (tags.length > 0) await trx.insertInto('film_tags').values(tags).execute();
  // What the schedule needs of each film: the sale tag prices its weekday daytime sessions, and
  // a two-day event plays on the next weekend only.
  const seedFilms = new Map(FILMS.map((f) => [f.slug, f]));
  const scheduleFilms: ScheduleFilm[] = films.map((f) => ({
    id: f.id,
    duration: f.duration,
    genre: f.genre,
    sale: seedFilms.get(f.slug)?.tags.sale === true,
    nextWeekendOnly: seedFilms.get(f.slug)?.nextWeekendOnly === true,
  }));

  let hallCount = 0;
  let seatCount = 0;
  let sessionCount = 0;
  for (const [index, c] of CINEMAS.entries()) {
    const city = cityByName.get(c.city);
    if (!city) throw new Error(`seed: unknown city ${c.city}`);
    const cinema = await trx
      .insertInto('cinemas')
      .values({
        city_id: city.id,
        slug: c.slug,
        name: cinemaName(c),
        short_name: c.shortName,
        address: cinemaAddress(c),
        link: `/cinema/${c.slug}`,
        img: `/static/media/logos/${c.slug}.svg`,
        is_separate_cinema: c.isSeparateCinema,
        no_bonus: c.noBonus,
        rent: c.rent,
        sort: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schedule: ScheduleCinema = { slug: c.slug, timezone: city.timezone, halls: [] };
    for (const [hallIndex, spec] of c.halls.entries()) {
      const generated = generateHall(spec);
      const hall = await trx
        .insertInto('halls')
        .values({
          cinema_id: cinema.id,
          name: spec.name,
          width: generated.width,
          height: generated.height,
          layout: JSON.stringify(generated.layout),
          sort: hallIndex,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertChunks(generated.seats, 1000, (chunk) =>
        trx
          .insertInto('seats')
          .values(
            chunk.map((s) => ({
              hall_id: hall.id,
              x: s.x,
              y: s.y,
              row_number: s.row,
              place_number: s.place,
              zone: s.zone,
              kind: s.kind,
              is_child: s.isChild,
            })),
          )
          .execute(),
      );
      await trx
        .insertInto('enters')
        .values(generated.enters.map((e, sort) => ({ hall_id: hall.id, x: e.x, y: e.y, sort })))
        .execute();
      schedule.halls.push({
        id: hall.id,
        screenx: spec.screenx === true,
        plain: spec.plain === true,
      });
      hallCount += 1;
      seatCount += generated.seats.length;
    }

    const planned = planCinemaSessions(rng, schedule, scheduleFilms, now);
    await insertChunks(planned, 500, async (chunk) => {
      const ids = await trx
        .insertInto('sessions')
        .values(
          chunk.map((s) => ({
            film_id: s.filmId,
            hall_id: s.hallId,
            starts_at: s.startsAt,
            format: s.format,
            disabled: s.disabled,
            deleted: s.deleted,
          })),
        )
        .returning('id')
        .execute();
      // PostgreSQL returns the ids of a multi-row VALUES insert in the order of the rows.
      const prices = chunk.flatMap((s, i) => {
        const sessionId = ids[i]?.id ?? 0;
        const rows: { session_id: number; zone: SeatZone; price: number }[] = [
          { session_id: sessionId, zone: 'standard', price: s.standardPrice },
        ];
        if (s.vipPrice !== null)
          rows.push({ session_id: sessionId, zone: 'vip', price: s.vipPrice });
        return rows;
      });
      await trx.insertInto('session_prices').values(prices).execute();
    });
    sessionCount += planned.length;
  }
  await seedSessionInfo(trx);
  await seedFilmComments(trx, now);
  await ensureNews(trx, now);
  await seedCinemaPages(trx);
  return {
    cities: cities.length,
    cinemas: CINEMAS.length,
    halls: hallCount,
    seats: seatCount,
    films: films.length,
    sessions: sessionCount,
  };
}

/**
 * Seeds on first start: only when there are no cities yet. The table lock makes two servers
 * starting together on one PostgreSQL seed once. Returns null when nothing was done.
 */
export async function ensureSeeded(db: Kysely<DB>, now: Date): Promise<SeedSummary | null> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE cities IN EXCLUSIVE MODE`.execute(trx);
    const row = await trx
      .selectFrom('cities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if ((row?.n ?? 0) > 0) return null;
    return seedDatabase(trx, now);
  });
}
