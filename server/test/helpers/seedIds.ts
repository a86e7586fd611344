import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/types';

/** Ids are serial, so tests find the seed's cities and cinemas by their stable name and slug. */
export async function cityIdByName(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .selectFrom('cities')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function cinemaIdBySlug(db: Kysely<DB>, slug: string): Promise<number> {
  const row = await db
    .selectFrom('cinemas')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}
