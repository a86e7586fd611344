const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * The head's icon of a sandbox page: none, said so, since each stands for another company's page
 * (a bank's, VK's, a receipt operator's) and has no icon of the chain's; without the tag the
 * browser asks for /favicon.ico, which the site does not serve, and logs the 404 as an error.
 */
export const NO_ICON = '<link rel="icon" href="data:,">';

/**
 * A page script's expression for when the server's answer began, on `performance.now()`'s
 * clock: a countdown of a time measured on the server starts there, not when the script runs,
 * which under load was 2 s later and showed the buyer 2 s more than the site (decision 429).
 */
export const ANSWERED_AT_JS =
  "(function(){var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  'return n&&n.responseStart>0?n.responseStart:performance.now()})()';
