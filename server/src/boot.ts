import { DataDirLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { openDatabase, type Database } from './db/open';
import { loadEnv, type Env } from './env';

/**
 * What every entry point does first: validate the environment, open (and lock) the database
 * and bring its schema up to date. Known start-up failures end the process with exit code 1
 * and one clear line instead of a stack trace.
 */
export async function boot(): Promise<{ env: Env; database: Database }> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    fail((err as Error).message);
  }
  let database: Database;
  try {
    database = await openDatabase(env);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    fail(`cannot open the database: ${(err as Error).message}`);
  }
  try {
    await migrate(database.db);
  } catch (err) {
    await database.close().catch(() => undefined);
    fail(`migrations failed: ${(err as Error).message}`);
  }
  return { env, database };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
