import { LOBBY_CINEMA_PATTERN, ORDER_ID_PATTERN, TICKET_TOKEN_PATTERN } from './addresses';

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
  '/about/rules',
  '/film/:slug',
  '/news',
  '/news/:slug',
  '/vacancies',
  '/cinema/:slug',
  '/lobby',
  '/lobby/:cinema',
];

/**
 * The shape of the id in a page's address that its screen reads before asking the server for
 * anything (./addresses): with any other id the screen shows its own 'not found' (Заказ не
 * найден, Ссылка на билеты недействительна, Кинотеатр не найден) without a request, so the server
 * answers such an address with a 404 as it does an unknown page. A well-formed id is a page:
 * whether its order exists is the client's to say. (A lobby board, by its cinema's slug or id, is
 * looked up by the server, as a cinema's page is: server/src/static.ts, decision 439.)
 */
const PAGE_ID_SHAPES: Readonly<Record<string, RegExp>> = {
  '/order/:id': ORDER_ID_PATTERN,
  '/tickets/:token': TICKET_TOKEN_PATTERN,
  '/lobby/:cinema': LOBBY_CINEMA_PATTERN,
};

/**
 * A route pattern as a regular expression source: wouter's matching (src/routes.tsx), i.e. any
 * case (match with the 'i' flag), one optional trailing slash, `:name` for one non-empty segment
 * (a capturing group when `capture` is set).
 */
export function patternSource(pattern: string, capture = false): string {
  const param = capture ? '([^/]+)' : '[^/]+';
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? param : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

interface PageMatcher {
  route: RegExp;
  /** The shape of the route's one id, when its screen checks it. */
  id: RegExp | undefined;
}

let pageMatchers: PageMatcher[] | undefined;

/** wouter matches the address decoded with decodeURI (its paths.js); a malformed one as it is. */
function decodePath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/**
 * Whether `path` (no query) is the address of one of the site's pages, with an id of the shape
 * its screen takes (PAGE_ID_SHAPES).
 */
export function isSitePage(path: string): boolean {
  // Built on first use: the client's entry imports this module for patternSource only.
  pageMatchers ??= SITE_PAGE_PATTERNS.map((p) => ({
    route: new RegExp(patternSource(p, true), 'i'),
    id: PAGE_ID_SHAPES[p],
  }));
  const decoded = decodePath(path);
  return pageMatchers.some(({ route, id }) => {
    const match = route.exec(decoded);
    return match !== null && (id === undefined || id.test(match[1] ?? ''));
  });
}
