import fastifyCompress from '@fastify/compress';
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
import type { Database } from './db/open';
import type { DB } from './db/types';
import { handleClientError, handleFrameworkError } from './clientErrors';
import { handleError, markHandlerStarted, markReadingStarted } from './errors';
import { sandboxMail, type MailProvider } from './providers/mail';
import { sandboxSms, type SmsProvider } from './providers/sms';
import { authRoutes } from './routes/auth';
import { cardRoutes } from './routes/cards';
import { cinemaRoutes } from './routes/cinema';
import { filmRoutes } from './routes/films';
import { filmPageRoutes } from './routes/filmPage';
import { identifyViewer } from './routes/buyer';
import { lobbyRoutes } from './routes/lobby';
import { logoutHook } from './routes/logout';
import { newsRoutes } from './routes/news';
import { orderRoutes } from './routes/orders';
import { ticketRoutes } from './routes/tickets';
import { profileRoutes } from './routes/profile';
import { reviewRoutes } from './routes/reviews';
import { refuseCrossSite } from './routes/sameOrigin';
import { sessionAvatarRoutes } from './routes/sessionAvatars';
import { sessionRoutes } from './routes/sessions';
import { submissionRoutes } from './routes/submissions';
import { userRoutes } from './routes/user';
import { paymentProvider } from './providers/payment';
import type { PaymentProvider } from './providers/payment/types';
import { receiptProvider, type ReceiptProvider } from './providers/receipt';
import { sandboxOutboxRoutes } from './sandbox/routes';
import { vkSandboxRoutes } from './sandbox/vkPage';
import { databaseClock } from './services/clock';
import { findFilmPage } from './services/filmPage';
import { findCinemaBySlug } from './repositories/cinemaPages';
import { findCinema } from './repositories/cities';
import { newsBySlug } from './repositories/news';
import { HOLD_SECONDS, type AccountContext } from './services/context';
import { startSweeper } from './services/payments';
import { startSessionReminders } from './services/sessionReminders';
import { startWishlistAlerts } from './services/wishlistAlerts';
import { ResponseCache } from './services/responseCache';
import { API_PREFIX, registerStatic } from './static';
import type { PosterLibrary } from './services/posters';
import { registerBenchRoutes } from './benchRoutes';
import { registerCrawlerRoutes } from './crawlers';
import { lockingInventory, type SeatInventory } from './services/seatInventory';

export interface AppOptions {
  db: Kysely<DB>;
  /** The clock; defaults to the real one. Tests pin it. */
  now?: () => Date;
  covidNotice?: boolean;
  distDir?: string;
  assetsDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Who registers fiscal receipts (RECEIPT_PROVIDER in main.ts); the sandbox operator by default. */
  receipts?: ReceiptProvider;
  /**
   * The database's LISTEN (Database.listen): the response cache drops its answers on every
   * catalogue change. Without it nothing is cached.
   */
  listen?: Database['listen'];
  /** Registers the benchmark's in-memory baseline route (BENCH_BASELINE=1; bench/http). */
  benchBaseline?: boolean;
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
  /** The posters with their variants (main.ts opens it on assets/posters, DATA_DIR/posters). */
  posters?: PosterLibrary;
  /** How orders take seats; the locking inventory by default (tests inject doubles). */
  inventory?: SeatInventory;
  /**
   * How often the wishlist alerts look for new sessions (ms), besides right after a catalogue
   * change; 0 turns them off. Default 60 s (docs/decisions/278).
   */
  wishlistAlertsMs?: number;
  /** How often due session reminders are sent (ms); 0 turns them off. Default 60 s (decision 453). */
  sessionRemindersMs?: number;
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
    // A slug longer than any real one still reaches its route and its 'not found' (the default
    // limit, 100, answered an English 414); past this, the router's refusal below.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    bodyLimit: 1024 * 1024,
    // A request Node refuses unread (a 431 for an address over 16 KB): a page or the envelope.
    clientErrorHandler: handleClientError,
    // An address the router cannot read (a broken percent escape): the same, in the site's words.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preParsing', markReadingStarted);
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
    receipts: options.receipts ?? receiptProvider('sandbox'),
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
  // Ready answers of the read-mostly calls, dropped on every catalogue change (decision 174).
  const cache = new ResponseCache(() => ctx.now().getTime(), options.listen ? 500 : 0);
  // Seat maps of viewers with no order of their own, keyed by the taken seats (decision 232):
  // about 150 KB each (JSON and its two compressed copies), one per session at most.
  const seatMaps = new ResponseCache(() => ctx.now().getTime(), options.listen ? 200 : 0);
  const alertsMs = options.wishlistAlertsMs ?? 60_000;
  const alerts =
    alertsMs > 0
      ? startWishlistAlerts(ctx, alertsMs, (err) =>
          app.log.error({ err }, 'sending wishlist alerts failed'),
        )
      : null;
  if (alerts) app.addHook('onClose', async () => alerts.stop());
  const remindersMs = options.sessionRemindersMs ?? 60_000;
  if (remindersMs > 0) {
    const stopReminders = startSessionReminders(ctx, remindersMs, (err) =>
      app.log.error({ err }, 'sending session reminders failed'),
    );
    app.addHook('onClose', async () => stopReminders());
  }
  if (options.listen) {
    const clearAll = () => {
      cache.clear();
      seatMaps.clear();
    };
    const changed = (table: string) => {
      clearAll();
      if (table === 'sessions') alerts?.nudge();
    };
    const unlisten = await options.listen('catalogue_changed', changed, clearAll);
    app.addHook('onClose', async () => unlisten());
  }
  app.addHook('onRequest', logoutHook(ctx));
  await app.register(
    async (api) => {
      // JSON answers over 1 KB in brotli (quality 4: fast per request) or gzip, as the browser
      // accepts; answers that come compressed already (the cached playbill) pass through.
      await api.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
      // Every API request knows its viewer (guest or signed-in user) before its handler runs.
      identifyViewer(api, ctx);
      // Every state-changing API call refuses cross-site requests, including those whose
      // route does not say so itself (films/like/ changes a user's wishlist).
      api.addHook('onRequest', async (request) => {
        if (request.method === 'POST') await refuseCrossSite(request);
      });
      await api.register(cinemaRoutes, { ctx, cache });
      await api.register(filmRoutes, { ctx, cache });
      await api.register(filmPageRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(sessionRoutes, { ctx, cache, seatMaps });
      await api.register(sessionAvatarRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      await api.register(ticketRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(cardRoutes, { ctx });
      await api.register(submissionRoutes, { ctx });
      await api.register(newsRoutes, { ctx });
      await api.register(lobbyRoutes, { ctx });
      await api.register(reviewRoutes, { ctx });
      api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
    },
    { prefix: API_PREFIX },
  );
  // Sandbox pages exist only beside the sandbox providers that need them: the bank's pages
  // come with the sandbox payment provider, the outbox with the sandbox mail or SMS provider.
  if (ctx.payment.routes) await app.register(ctx.payment.routes, { ctx });
  if (ctx.receipts.routes) await app.register(ctx.receipts.routes, { ctx });
  if (ctx.mail.name === 'sandbox' || ctx.sms.name === 'sandbox')
    await app.register(sandboxOutboxRoutes, { ctx });
  await app.register(vkSandboxRoutes, { ctx });
  if (options.benchBaseline) registerBenchRoutes(app);

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
  // robots.txt and sitemap.xml, before the static fallback would answer them (decision 439).
  registerCrawlerRoutes(app, { db: ctx.db, publicUrl: options.publicUrl });
  await registerStatic(app, {
    distDir: options.distDir ?? 'dist/client',
    assetsDir: options.assetsDir ?? 'assets',
    uploadsDir: ctx.uploadsDir,
    // A shared film link shows the film's name and poster (docs/decisions/265).
    filmMeta: (slug) => findFilmPage(ctx, slug),
    subjectExists: async (subject) =>
      (subject.kind === 'news'
        ? await newsBySlug(ctx.db, subject.slug)
        : 'id' in subject
          ? await findCinema(ctx.db, subject.id)
          : await findCinemaBySlug(ctx.db, subject.slug)) !== undefined,
    publicUrl: options.publicUrl,
    ...(options.posters ? { posters: options.posters } : {}),
  });
  return app;
}
