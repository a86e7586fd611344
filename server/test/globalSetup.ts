import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/open';
import { seedDatabase } from '../seed/index';
import { FIXED_NOW } from './helpers/fixedNow';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs of a migrated PGlite data directory, seeded and bare; null on PostgreSQL. */
    pgliteSnapshots: { seeded: string; bare: string } | null;
  }
}

/**
 * Creating a PGlite database costs about 3 s (initdb in WebAssembly) and migrating and seeding
 * it another 0.6 s; loading a dumped data directory costs about 0.3 s. So the run migrates and
 * seeds twice, here, and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshots', null);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'softkino-pglite-'));
  const snapshot = async (seed: boolean) => {
    const database = await openPglite();
    await migrate(database.db);
    if (seed) await seedDatabase(database.db, FIXED_NOW);
    const blob = await database.dump!();
    await database.close();
    const file = join(dir, seed ? 'seeded.tar' : 'bare.tar');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  };
  project.provide('pgliteSnapshots', { seeded: await snapshot(true), bare: await snapshot(false) });
  return () => rmSync(dir, { recursive: true, force: true });
}
