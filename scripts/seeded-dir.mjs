// Makes a data directory that a server has migrated and seeded, and prints its path: `npm test`
// hands it to every server it starts (SOFTKINO_SEEDED_DIR, scripts/server-process.mjs), which
// start from a copy instead of seeding the demo chain again.
import { makeDataDir, removeDir, startServer } from './server-process.mjs';

const dir = makeDataDir('softkino-seeded-', { empty: true });
try {
  const server = await startServer({ dataDir: dir, timeoutMs: 300_000 });
  await server.stop();
  console.log(dir);
} catch (err) {
  removeDir(dir);
  console.error(err);
  process.exit(1);
}
