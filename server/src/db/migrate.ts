import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/**
 * Where the SQL files are from this module's file: set by the server's bundle
 * (scripts/build-server.mjs, dist/server/main.mjs); from the source, two folders up.
 */
declare const __MIGRATIONS_FROM_MODULE__: string | undefined;
const MIGRATIONS_FROM_MODULE =
  typeof __MIGRATIONS_FROM_MODULE__ === 'string' ? __MIGRATIONS_FROM_MODULE__ : '../../migrations';
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), MIGRATIONS_FROM_MODULE);

export interface Migration {
  version: string;
  name: string;
  statements: string[];
}

/**
 * Splits a migration into statements. PGlite's parameterised query path runs one statement at a
 * time, so each statement is sent alone. Semicolons and `--` inside quotes, quoted identifiers
 * and dollar-quoted bodies ($$...$$, $fn$...$fn$) are left alone; `--` comments are dropped.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '-' && text[i + 1] === '-') {
      const eol = text.indexOf('\n', i);
      i = eol === -1 ? text.length : eol;
      continue;
    }
    if (ch === "'" || ch === '"') {
      // A doubled quote inside is an escaped quote; the loop below simply continues past it.
      let j = i + 1;
      while (j < text.length && text[j] !== ch) j++;
      current += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const tag = ch === '$' ? /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0] : undefined;
    if (tag) {
      const close = text.indexOf(tag, i + tag.length);
      const stop = close === -1 ? text.length : close + tag.length;
      current += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
    i++;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** Reads NNN_name.sql files in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      return {
        version,
        name: rest.join('_'),
        statements: splitStatements(readFileSync(join(dir, file), 'utf8')),
      };
    });
}

/**
 * Applies pending migrations in order inside one transaction and records them in
 * schema_migrations. The table lock makes two servers starting at once against one PostgreSQL
 * apply each migration exactly once: the second waits, then sees them applied.
 * Returns the versions applied now.
 */
export async function migrate(
  db: Kysely<DB>,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE schema_migrations IN EXCLUSIVE MODE`.execute(trx);
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      for (const statement of m.statements) await sql.raw(statement).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: m.version, name: m.name })
        .execute();
      applied.push(m.version);
    }
    return applied;
  });
}
