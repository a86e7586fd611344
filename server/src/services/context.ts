import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

/** What services need from the outside world, injected so tests control each part. */
export interface ServiceContext {
  db: Kysely<DB>;
  /** The clock; tests pin it so "today" is fixed. */
  now: () => Date;
  /** Whether v2 cinema/covid/ tells the client to show the COVID notice. */
  covidNotice: boolean;
}
