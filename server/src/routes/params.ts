import { idParam } from '@softkino/contract/ids';

/**
 * A database id in a request: digits (or a JSON integer), positive, within PostgreSQL's integer
 * column, so `?cinema=1e99`, `?city=99999999999` or `?id=0x1F` is a 400, never a failing query
 * or another row (decision 412).
 */
export const DbIdSchema = idParam();
