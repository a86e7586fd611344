import { boot } from '../boot';

/** `npm run db:migrate`: applies pending migrations (boot does it) and reports them. */
const { database } = await boot();
const rows = await database.db
  .selectFrom('schema_migrations')
  .select(['version', 'name'])
  .orderBy('version')
  .execute();
console.log(
  `migrations applied: ${rows.map((r) => `${r.version}_${r.name}`).join(', ') || 'none'}`,
);
await database.close();
