/**
 * The addresses of the site's pages, as the client's router matches them (src/routes.tsx; a unit
 * test holds the two equal). The server answers any other page address with the app's page and
 * a 404, so the client shows 'Страница не найдена' and crawlers drop the address.
 */
export const SITE_PAGE_PATTERNS: readonly string[] = [
  '/',
  '/afisha',
  '/login',
  '/profile',
  '/profile/settings',
  '/profile/bonuses',
  '/profile/wishlist',
  '/order/:id',
  '/tickets/:token',
  '/about/bonus',
  '/about/pd',
  '/about/pushkin',
  '/film/:slug',
  '/news',
  '/news/:slug',
  '/vacancies',
  '/cinema/:slug',
  '/lobby/:cinema',
];

/**
 * A route pattern as a regular expression source: wouter's matching (src/routes.tsx), i.e. any
 * case (match with the 'i' flag), one optional trailing slash, `:name` for one non-empty segment.
 */
export function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

const SITE_PAGES = SITE_PAGE_PATTERNS.map((p) => new RegExp(patternSource(p), 'i'));

/** Whether `path` (no query) is the address of one of the site's pages. */
export function isSitePage(path: string): boolean {
  return SITE_PAGES.some((re) => re.test(path));
}
