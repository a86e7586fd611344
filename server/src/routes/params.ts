import { z } from 'zod';

/**
 * A database id in a request: a positive integer that fits PostgreSQL's integer column, so an
 * oversized value (`?cinema=1e99`, `?city=99999999999`) is a 400, never a failing query.
 */
export const DbIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
