/**
 * Route preloads (docs/decisions/219). A screen outside the / route lives in its own chunk
 * (src/routes.tsx), which the browser would only request once the entry script has run and
 * React has rendered the route: a second round trip on the way to the page's first content.
 * The build writes into index.html a small inline script (src/app/pageStart.ts) that, for the
 * address being opened, asks at once for that screen's chunks (modulepreload) and stylesheets, in
 * parallel with the entry script, and for a browser that remembers a sign-in also the signed-in
 * header's (decision 421). Vite's own loader later finds them requested and does not fetch again.
 *
 * Used by vite.config.ts at build time; the pure parts are here so they are unit-tested.
 */

import { patternSource } from '@softkino/contract/pages';

// wouter's matching, shared with the server's page table (decision 346).
export { patternSource };

/**
 * Lazy screens by route pattern, as src/routes.tsx matches them; modules from the root. The same
 * patterns as the routes' own table of lazy screens (a unit test holds them together).
 */
export const LAZY_ROUTE_MODULES: ReadonlyArray<readonly [pattern: string, module: string]> = [
  ['/login', 'src/screens/login/LoginScreen.tsx'],
  ['/profile', 'src/screens/profile/ProfileScreen.tsx'],
  ['/profile/settings', 'src/screens/profile/SettingsScreen.tsx'],
  ['/profile/bonuses', 'src/screens/bonuses/BonusesScreen.tsx'],
  ['/profile/wishlist', 'src/screens/wishlist/WishlistScreen.tsx'],
  ['/order/:id', 'src/screens/order/OrderScreen.tsx'],
  ['/tickets/:token', 'src/screens/order/TicketsScreen.tsx'],
  ['/about/bonus', 'src/screens/about/BonusAboutScreen.tsx'],
  ['/about/pd', 'src/screens/about/PdPolicyScreen.tsx'],
  ['/about/pushkin', 'src/screens/about/PushkinScreen.tsx'],
  ['/about/rules', 'src/screens/about/RulesScreen.tsx'],
  ['/film/:slug', 'src/screens/film/FilmScreen.tsx'],
  ['/news', 'src/screens/news/NewsScreen.tsx'],
  ['/news/:slug', 'src/screens/news/NewsItemScreen.tsx'],
  ['/vacancies', 'src/screens/vacancies/VacanciesScreen.tsx'],
  ['/cinema/:slug', 'src/screens/cinema/CinemaScreen.tsx'],
  ['/lobby', 'src/screens/lobby/LobbyIndexScreen.tsx'],
  ['/lobby/:cinema', 'src/screens/lobby/LobbyScreen.tsx'],
];

/** The part of a Rollup/Rolldown output chunk this needs. */
export interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  /** The chunks it imports with import(): the entry's boot stages (decision 420). */
  dynamicImports?: string[];
  css: string[];
}

/** Every chunk reachable from `start` by static imports, `start` included. */
function staticClosure(chunks: ChunkInfo[], start: string[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The boot's files (decision 420): the entry imports its stages with import(), so that each is
 * evaluated in a task of its own, but every page needs them at once. These chunks (the stages and
 * what they import statically, beyond the entry's own static imports, which Vite already lists)
 * and their stylesheets go into index.html as modulepreload and stylesheet links: they download
 * with the entry, and the page's styles apply before its first paint, as when they were static.
 */
export function bootFiles(chunks: ChunkInfo[]): { scripts: string[]; styles: string[] } {
  const entries = chunks.filter((c) => c.isEntry);
  const entryLoads = staticClosure(
    chunks,
    entries.map((c) => c.fileName),
  );
  const staged = staticClosure(
    chunks,
    entries.flatMap((c) => c.dynamicImports ?? []),
  );
  const scripts = [...staged].filter((f) => !entryLoads.has(f));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entryCss = new Set([...entryLoads].flatMap((f) => byFile.get(f)?.css ?? []));
  const styles = [...new Set(scripts.flatMap((f) => byFile.get(f)?.css ?? []))].filter(
    (f) => !entryCss.has(f),
  );
  return { scripts, styles };
}

/** The links of bootFiles for index.html's head, under `base`, crossorigin as Vite's own. */
export function bootLinks(files: { scripts: string[]; styles: string[] }, base: string): string {
  return [
    ...files.styles.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    ...files.scripts.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
  ].join('\n    ');
}

/**
 * The files a lazy module needs beyond what every page loads: its chunk, the chunks it imports
 * statically (transitively), and their stylesheets, as URLs under `base`. Throws when the module
 * has no chunk of its own (renamed or no longer lazy): the table is stale.
 */
function lazyFiles(
  chunks: ChunkInfo[],
  module: string,
  root: string,
  base: string,
  what: string,
): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  // What every page loads: the entry's static imports and its boot stages (decision 420).
  const loaded = staticClosure(chunks, [...entries, ...bootFiles(chunks).scripts]);
  const loadedCss = new Set([...loaded].flatMap((f) => byFile.get(f)?.css ?? []));
  const prefix = root.endsWith('/') ? root : `${root}/`;
  const chunk = chunks.find((c) => c.facadeModuleId === prefix + module);
  if (!chunk) throw new Error(`route preload: no chunk of its own for ${module} (${what})`);
  const js = [...staticClosure(chunks, [chunk.fileName])].filter((f) => !loaded.has(f));
  const css = [...new Set(js.flatMap((f) => byFile.get(f)?.css ?? []))].filter(
    (f) => !loadedCss.has(f),
  );
  return [...js, ...css].map((f) => base + f);
}

/**
 * For each route, the files its screen needs beyond what the entry loads: the screen's chunk,
 * the chunks it imports statically (transitively), and their stylesheets, as URLs under `base`.
 * Throws when a module has no chunk of its own (renamed or no longer lazy): the table is stale.
 */
export function routePreloads(
  chunks: ChunkInfo[],
  routes: ReadonlyArray<readonly [string, string]>,
  root: string,
  base: string,
): Array<[source: string, files: string[]]> {
  return routes.map(([pattern, module]) => [
    patternSource(pattern),
    lazyFiles(chunks, module, root, base, pattern),
  ]);
}

/** The signed-in header's corner (decision 338), lazy so that a guest's page does without it. */
export const SIGNED_IN_MODULE = 'src/flows/auth/SignedInCorner.tsx';

/** What the build gives the page's inline script (src/app/pageStart.ts). */
export interface PagePreloads {
  /** Each lazy route's pattern (as a RegExp source) and files, in the order routes match. */
  routes: Array<[source: string, files: string[]]>;
  /** The signed-in header corner's files: asked for by a browser that remembers a sign-in. */
  signedIn: string[];
}

/** The table for the page's inline script: the routes' files and the signed-in corner's. */
export function pagePreloads(
  chunks: ChunkInfo[],
  routes: ReadonlyArray<readonly [string, string]>,
  root: string,
  base: string,
): PagePreloads {
  return {
    routes: routePreloads(chunks, routes, root, base),
    signedIn: lazyFiles(chunks, SIGNED_IN_MODULE, root, base, 'the signed-in header'),
  };
}

/**
 * The files to ask for on a page at `path`: its route's (the first pattern that matches), and
 * the signed-in corner's when the browser remembers a sign-in (decision 421), each once.
 */
export function preloadsFor(table: PagePreloads, path: string, signedIn: boolean): string[] {
  const route = table.routes.find(([source]) => new RegExp(source, 'i').test(path));
  return [...new Set([...(route?.[1] ?? []), ...(signedIn ? table.signedIn : [])])];
}

/**
 * A modulepreload link per script and a preload link per stylesheet, each `crossorigin` as Vite's
 * are, so its loader reuses them. A stylesheet is only preloaded: Vite's loader still adds it and
 * waits for it (from the cache) before the screen renders, so no screen ever shows unstyled.
 */
export function addPreloadLinks(files: string[], head: HTMLElement): void {
  for (const file of files) {
    const link = head.ownerDocument.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.setAttribute('crossorigin', '');
    link.href = file;
    head.appendChild(link);
  }
}
