import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from './db/types';
import { handleError, markHandlerStarted } from './errors';
import { sandboxMail, type MailProvider } from './providers/mail';
import { sandboxSms, type SmsProvider } from './providers/sms';
import { authRoutes } from './routes/auth';
import { cinemaRoutes } from './routes/cinema';
import { filmRoutes } from './routes/films';
import { identifyViewer } from './routes/buyer';
import { logoutHook } from './routes/logout';
import { orderRoutes } from './routes/orders';
import { ticketRoutes } from './routes/tickets';
import { profileRoutes } from './routes/profile';
import { refuseCrossSite } from './routes/sameOrigin';
import { sessionRoutes } from './routes/sessions';
import { userRoutes } from './routes/user';
import { paymentProvider } from './providers/payment';
import type { PaymentProvider } from './providers/payment/types';
import { sandboxOutboxRoutes } from './sandbox/routes';
import { vkSandboxRoutes } from './sandbox/vkPage';
import { databaseClock } from './services/clock';
import { HOLD_SECONDS, type AccountContext } from './services/context';
import { startSweeper } from './services/payments';
import { API_PREFIX, registerStatic } from './static';
import { lockingInventory, type SeatInventory } from './services/seatInventory';

export interface AppOptions {
  db: Kysely<DB>;
  /** The clock; defaults to the real one. Tests pin it. */
  now?: () => Date;
  covidNotice?: boolean;
  distDir?: string;
  assetsDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where the tickets e-mail goes; the sandbox outbox by default. */
  mail?: MailProvider;
  /** Who takes the money (PAYMENT_PROVIDER in main.ts); the sandbox bank by default. */
  payment?: PaymentProvider;
  /** How often expired holds are swept (ms); 0 turns the sweeper off. Default 30 s. */
  sweepIntervalMs?: number;
  /** Where sign-in codes go; the sandbox provider (log + outbox) by default. */
  sms?: SmsProvider;
  /** Make the sandbox SMS provider fail every send (SMS_SANDBOX_FAIL=1), to reach 493. */
  smsSandboxFail?: boolean;
  /** Where the sandbox SMS provider logs each code; the app's logger (info) by default. */
  smsLog?: (line: string) => void;
  /** Uploaded photos; DATA_DIR/uploads in main.ts, ./data/uploads by default. */
  uploadsDir?: string;
  /** Seconds an unpaid order holds its seats; 420 (7 minutes) by default. */
  holdSeconds?: number;
  /** The site's origin for links in e-mails (PUBLIC_URL); unset: links are paths. */
  publicUrl?: string;
  /** How orders take seats; the locking inventory by default (tests inject doubles). */
  inventory?: SeatInventory;
}

/** Form bodies are small: a like, a login. Uploads (later issues) have their own limits. */
const FORM_LIMIT = 64 * 1024;

/**
 * Builds the whole HTTP application on a given database, without listening: main.ts listens,
 * tests call `app.inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const holdSeconds = options.holdSeconds ?? HOLD_SECONDS;
  // A zero, negative or fractional hold would sell nothing or break the SQL interval.
  if (!Number.isInteger(holdSeconds) || holdSeconds <= 0)
    throw new Error(`holdSeconds must be a positive integer, got ${holdSeconds}`);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preHandler', markHandlerStarted);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: FORM_LIMIT, fields: 50, files: 1, fileSize: 5 * 1024 * 1024 },
  });
  // The spec's forms are posted urlencoded; a tiny parser keeps one dependency fewer.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SoftKino API',
        version: '1.0.0',
        description:
          'Cinema chain API. Field formats the spec leaves open are described in docs/api.md.',
      },
    },
    transform: jsonSchemaTransform,
  });

  const ctx: AccountContext = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    // With an injected clock the SQL clock follows it too (docs/decisions/051).
    dbNow: databaseClock(options.now),
    covidNotice: options.covidNotice ?? false,
    payment: options.payment ?? paymentProvider('sandbox', { db: options.db }),
    mail: options.mail ?? sandboxMail,
    inventory: options.inventory ?? lockingInventory,
    holdSeconds,
    publicUrl: options.publicUrl,
    sms:
      options.sms ??
      sandboxSms({
        db: options.db,
        log: options.smsLog ?? ((line) => app.log.info(line)),
        fail: options.smsSandboxFail === true,
      }),
    uploadsDir: options.uploadsDir ?? 'data/uploads',
  };
  app.addHook('onRequest', logoutHook(ctx));
  await app.register(
    async (api) => {
      // Every API request knows its viewer (guest or signed-in user) before its handler runs.
      identifyViewer(api, ctx);
      // Every state-changing API call refuses cross-site requests, including those whose
      // route does not say so itself (films/like/ changes a user's wishlist).
      api.addHook('onRequest', async (request) => {
        if (request.method === 'POST') await refuseCrossSite(request);
      });
      await api.register(cinemaRoutes, { ctx });
      await api.register(filmRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(sessionRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      await api.register(ticketRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
    },
    { prefix: API_PREFIX },
  );
  // Sandbox pages exist only beside the sandbox providers that need them: the bank's pages
  // come with the sandbox payment provider, the outbox with the sandbox mail or SMS provider.
  if (ctx.payment.routes) await app.register(ctx.payment.routes, { ctx });
  if (ctx.mail.name === 'sandbox' || ctx.sms.name === 'sandbox')
    await app.register(sandboxOutboxRoutes, { ctx });
  await app.register(vkSandboxRoutes, { ctx });

  // Every node sweeps; SKIP LOCKED keeps them out of each other's way.
  const sweepIntervalMs = options.sweepIntervalMs ?? 30_000;
  let stopSweeper: (() => void) | undefined;
  if (sweepIntervalMs > 0) {
    app.addHook('onReady', async () => {
      stopSweeper = startSweeper(ctx, sweepIntervalMs, (err) =>
        app.log.error({ err }, 'sweeping expired holds failed'),
      );
    });
    app.addHook('onClose', async () => stopSweeper?.());
  }
  await registerStatic(app, {
    distDir: options.distDir ?? 'dist/client',
    assetsDir: options.assetsDir ?? 'assets',
    uploadsDir: ctx.uploadsDir,
  });
  return app;
}
