import { z } from 'zod';
import { HOLD_SECONDS } from './services/context';
import {
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  type PaymentWallets,
} from './providers/payment';
import { RECEIPT_PROVIDERS, type ReceiptProviderName } from './providers/receipt';

/**
 * The environment, validated once at boot so a typo fails loudly instead of falling back
 * silently (ARCHITECTURE.md: environment is validated at boot).
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // Connections of the PostgreSQL pool (DATABASE_URL only); see docs/decisions/239.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  COVID_NOTICE: z.enum(['0', '1']).default('0'),
  DIST_DIR: z.string().min(1).default('dist/client'),
  ASSETS_DIR: z.string().min(1).default('assets'),
  SMS_SANDBOX_FAIL: z.enum(['0', '1']).default('0'),
  // How long create_order holds seats. Short values exist for the end-to-end expiry test.
  HOLD_SECONDS: z.coerce.number().int().min(10).max(3600).default(HOLD_SECONDS),
  // The site's address for links in e-mails (https://kino.example); unset: links are paths.
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'PUBLIC_URL must be an origin like https://kino.example')
    .optional(),
  // Who takes the money; only the sandbox bank exists so far (providers/payment/index.ts).
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  // Who registers fiscal receipts; only the sandbox operator exists (providers/receipt/index.ts).
  RECEIPT_PROVIDER: z.enum(RECEIPT_PROVIDERS).default('sandbox'),
  // Google Pay and Apple Pay in create_order's methods: off unless their merchant ids are set.
  GOOGLE_PAY_MERCHANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  GOOGLE_PAY_BANK_MERCHANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  GOOGLE_PAY_ENVIRONMENT: z.enum(['TEST', 'PRODUCTION']).default('TEST'),
  APPLE_PAY_MERCHANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,128}$/)
    .optional(),
  // bench/http only: the in-memory baseline route /bench/memory (never set in production).
  BENCH_BASELINE: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  covidNotice: boolean;
  distDir: string;
  assetsDir: string;
  logLevel: string;
  /** The sandbox SMS provider fails every send (to try the 493 path). */
  smsSandboxFail: boolean;
  /** Seconds an unpaid order holds its seats (HOLD_SECONDS, 420 by default). */
  holdSeconds: number;
  /** The site's origin for links in e-mails (PUBLIC_URL), no trailing slash; unset: paths. */
  publicUrl: string | undefined;
  /** PAYMENT_PROVIDER: who takes the money ('sandbox' by default). */
  paymentProvider: PaymentProviderName;
  /** Google Pay / Apple Pay settings; each absent (not offered) unless configured. */
  wallets: PaymentWallets;
  /** RECEIPT_PROVIDER: who registers fiscal receipts ('sandbox' by default). */
  receiptProvider: ReceiptProviderName;
  /** BENCH_BASELINE=1: register the benchmark's in-memory baseline route. */
  benchBaseline: boolean;
}

/** Parses process.env (or a given record); throws an Error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as shells make it easy to export VAR= by accident.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.GOOGLE_PAY_MERCHANT_ID === undefined) !== (e.GOOGLE_PAY_BANK_MERCHANT_ID === undefined))
    throw new Error(
      'invalid environment:\n  GOOGLE_PAY_MERCHANT_ID and GOOGLE_PAY_BANK_MERCHANT_ID go together',
    );
  const wallets: PaymentWallets = {};
  if (e.GOOGLE_PAY_MERCHANT_ID && e.GOOGLE_PAY_BANK_MERCHANT_ID)
    wallets.google = {
      merchantId: e.GOOGLE_PAY_MERCHANT_ID,
      bankMerchantId: e.GOOGLE_PAY_BANK_MERCHANT_ID,
      environment: e.GOOGLE_PAY_ENVIRONMENT,
    };
  if (e.APPLE_PAY_MERCHANT_ID) wallets.apple = { merchantId: e.APPLE_PAY_MERCHANT_ID };
  return {
    wallets,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    covidNotice: e.COVID_NOTICE === '1',
    distDir: e.DIST_DIR,
    assetsDir: e.ASSETS_DIR,
    logLevel: e.LOG_LEVEL,
    smsSandboxFail: e.SMS_SANDBOX_FAIL === '1',
    holdSeconds: e.HOLD_SECONDS,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    paymentProvider: e.PAYMENT_PROVIDER,
    receiptProvider: e.RECEIPT_PROVIDER,
    benchBaseline: e.BENCH_BASELINE === '1',
  };
}
