// Creates or drops a PostgreSQL database of the test run's own on the local server, so the
// server tests can run once more on a real PostgreSQL. `node scripts/pg-test-db.mjs create NAME`
// prints the database URL (or nothing when no server answers); `drop NAME` removes it.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/pg-test-db.mjs create|drop <name of [a-z0-9_]>');
  process.exit(2);
}

const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (err) {
  if (action === 'create') {
    console.error(`no PostgreSQL server answers at ${adminUrl}: ${err.message}`);
    process.exit(0);
  }
  process.exit(0);
}
try {
  if (action === 'create') {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    process.stdout.write(url.toString());
  } else {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} finally {
  await client.end();
}
