/**
 * The API's addresses, without the rest of src/api/http (zod, the errors): the page's inline
 * script builds its boot requests with them (src/app/pageStart.ts, decision 421).
 */
import { API_ROOT as CONTRACT_API_ROOT } from '@softkino/contract/api';

/** Every path of spec section 7 sits under this prefix. */
export const API_ROOT = `${CONTRACT_API_ROOT}/`;

/** '/local/php_interface/api/v1/films/playbill/?city=1' from 'v1/films/playbill/' and a query. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}
