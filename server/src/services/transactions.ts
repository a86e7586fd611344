import type { Transaction } from 'kysely';
import type { ServiceContext } from './context';
import type { DB } from '../db/types';

/** PostgreSQL's deadlock and serialisation failures: the transaction may simply be retried. */
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * Runs `work` in one transaction over the sales tables. Holds lock their rows in seat order so
 * deadlocks should not happen, but a retry keeps a rare one (e.g. with the sweeper) invisible.
 */
export async function inSalesTransaction<T>(
  ctx: ServiceContext,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(work);
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}
