import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEMO_PHONE, ensureDemoAccount } from '../seed/demoAccount';
import { ensureSeeded } from '../seed/index';
import { buildApp } from './app';
import { paymentProvider } from './providers/payment';
import { boot, fail } from './boot';

/**
 * `node --import tsx server/src/main.ts`: one process serving the API and the built client on
 * one port. No tsx wrapper process, so SIGTERM and SIGINT reach the graceful shutdown directly.
 */
async function main(): Promise<void> {
  const { env, database } = await boot();
  const seeded = await ensureSeeded(database.db, new Date());
  if (seeded)
    console.log(`seeded the demo chain: ${seeded.cinemas} cinemas, ${seeded.sessions} sessions`);
  if (await ensureDemoAccount(database.db)) console.log(`added the demo account ${DEMO_PHONE}`);

  const app = await buildApp({
    db: database.db,
    covidNotice: env.covidNotice,
    distDir: env.distDir,
    assetsDir: env.assetsDir,
    logger: { level: env.logLevel },
    uploadsDir: join(env.dataDir, 'uploads'),
    smsSandboxFail: env.smsSandboxFail,
    holdSeconds: env.holdSeconds,
    publicUrl: env.publicUrl,
    payment: paymentProvider(env.paymentProvider, { db: database.db }),
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
