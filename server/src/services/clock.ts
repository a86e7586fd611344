import { sql, type RawBuilder } from 'kysely';

/**
 * The SQL clock of holds and expiry. Without an injected clock it is the database's `now()`,
 * the only clock the architecture allows for holds (every node agrees on it). With one (tests),
 * every statement gets the injected instant as a parameter, so a test moves time for the
 * database and for the code alike by changing one value.
 */
export function databaseClock(injected?: () => Date): () => RawBuilder<Date> {
  if (!injected) return () => sql<Date>`now()`;
  return () => sql<Date>`${injected().toISOString()}::timestamptz`;
}
