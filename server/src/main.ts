import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { ensureBonusDemo } from '../seed/bonusDemo';
import { DEMO_PHONE, ensureDemoAccount } from '../seed/demoAccount';
import { ensureFilmComments } from '../seed/filmComments';
import { ensureNews } from '../seed/news';
import { ensureSeeded } from '../seed/index';
import { ensureLobbyStaff, STAFF_PHONE } from '../seed/lobby';
import { seedCinemaPages } from '../seed/cinemaPages';
import { buildApp } from './app';
import { PosterLibrary, syncPosterUrls } from './services/posters';
import { paymentProvider } from './providers/payment';
import { receiptProvider } from './providers/receipt';
import { boot, fail } from './boot';

/**
 * One process serving the API and the built client on one port: `npm start` runs its bundle
 * (dist/server/main.mjs, scripts/build-server.mjs), `npm run serve` this file through
 * `node --import tsx`. No wrapper process either way, so SIGTERM and SIGINT reach the graceful
 * shutdown directly.
 */
async function main(): Promise<void> {
  const { env, database } = await boot();
  const seeded = await ensureSeeded(database.db, new Date());
  if (seeded)
    console.log(`seeded the demo chain: ${seeded.cinemas} cinemas, ${seeded.sessions} sessions`);
  if (await ensureDemoAccount(database.db)) console.log(`added the demo account ${DEMO_PHONE}`);
  if (await ensureBonusDemo(database.db)) console.log('added the bonus program demo accounts');
  if (await ensureFilmComments(database.db, new Date()))
    console.log('added the demo film comments');
  const news = await ensureNews(database.db, new Date());
  if (news > 0) console.log(`added ${news} news items`);
  if (await ensureLobbyStaff(database.db))
    console.log(`added the lobby staff account ${STAFF_PHONE}`);
  // Idempotent: a data directory seeded before the cinema pages gets their texts (issue 15).
  if (await seedCinemaPages(database.db)) console.log("added the cinema pages' texts or contacts");
  // Posters by their content-hashed addresses; the variants of raster ones come from the build
  // (dist/posters), or are made on first use and kept in DATA_DIR/posters.
  const posters = new PosterLibrary(
    join(env.assetsDir, 'posters'),
    join(env.dataDir, 'posters'),
    resolve(env.distDir, '..', 'posters'),
  );
  await syncPosterUrls(database.db, posters);

  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    benchBaseline: env.benchBaseline,
    covidNotice: env.covidNotice,
    distDir: env.distDir,
    assetsDir: env.assetsDir,
    logger: { level: env.logLevel },
    uploadsDir: join(env.dataDir, 'uploads'),
    posters,
    smsSandboxFail: env.smsSandboxFail,
    holdSeconds: env.holdSeconds,
    publicUrl: env.publicUrl,
    payment: paymentProvider(env.paymentProvider, { db: database.db, wallets: env.wallets }),
    receipts: receiptProvider(env.receiptProvider),
    // The sandbox's codes go to the console whatever LOG_LEVEL is: the demo reads them there.
    smsLog: (line) => console.log(line),
  });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(`shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (err) {
    await database.close().catch(() => undefined);
    fail(`cannot listen on ${env.host}:${env.port}: ${(err as Error).message}`);
  }
  const address = app.server.address() as AddressInfo;
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  const readyMs = Math.round(process.uptime() * 1000);
  console.log(`listening on http://${host}:${address.port} (ready in ${readyMs} ms)`);
}

main().catch((err: unknown) => fail(`server failed to start: ${(err as Error).message}`));
