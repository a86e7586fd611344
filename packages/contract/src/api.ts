/**
 * Where the API lives (spec section 7): every call is `${API_ROOT}/v1/...` or `/v2/...` on the
 * site's own origin. The server mounts its routes here; the client's `apiUrl` builds on it.
 */
export const API_ROOT = '/local/php_interface/api';
