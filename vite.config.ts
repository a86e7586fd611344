import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
// routePreload imports the contract's TypeScript: `npm run build` and `npm run dev` load this
// config with `--configLoader runner` (decision 346).
import { bootFiles, bootLinks, LAZY_ROUTE_MODULES, pagePreloads } from './src/app/routePreload';
import { BROTLI_PARAMS, engineCompileHints, GZIP_LEVEL } from './scripts/compile-hints.mjs';
import { clientLeavesOut } from './scripts/client-leaves-out.mjs';
import { inlineFavicon } from './scripts/inline-favicon.mjs';

/**
 * Modules the / route's entry and many lazy screens share (zod and the contract's envelope, jotai,
 * the http and profile calls, the storage keys and timings). Left to Rolldown, each lazy screen
 * that shares a few of them splits them into small chunks of their own, which the entry then
 * fetches one by one and which compress worse; grouped, they are one chunk (decision 316). The
 * icons and the alert queue too, since AlertView (decision 409) draws alerts in lazy popups.
 */
const SHARED_WITH_ENTRY =
  /node_modules[\\/](zod|jotai)[\\/]|node_modules[\\/]react[\\/](jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.)|node_modules[\\/]date-fns[\\/](toDate|constructFrom|constants)\.js|packages[\\/]contract[\\/]src[\\/](envelope|api|brand)\.ts|src[\\/](api[\\/](http|user|errors)|lib[\\/](storage|storageKeys|timings|machineController|lastIdPaging))\.ts|src[\\/]ui[\\/](icons\.tsx|popups[\\/]alerts\.ts)/;

/**
 * Small modules that several lazy screens and popups share (a poster, the order events, the
 * header corner's atoms, a moment's and a text length's wording): each under half a kilobyte,
 * they load with the boot (~0.9 KB brotli on every page). Left to Rolldown, each was a chunk of
 * its own: the order's page fetched five of them and every signed-in page two, each a request on
 * a phone's six HTTP/1.1 connections while React DOM was still downloading (decision 426).
 */
const SMALL_SHARED =
  /src[\\/](ui[\\/]PortraitPoster|lib[\\/](moment|orderEvents)|flows[\\/](cardActivate[\\/]cardActivate\.atoms|auth[\\/]profileSaves))\.tsx?$|packages[\\/]contract[\\/]src[\\/]textLength\.ts$/;

/**
 * An order's pieces (decision 426): its header, states and ticket cards, the 'Заказ отменен'
 * box (decision 461), the profile's list of orders and the cancel flow, with their stylesheets.
 * The order's page, the e-mail's tickets page, the profile's orders and the cancel and unpaid
 * popups each need a different set of them, and Rolldown made a chunk of each set: the order's
 * page asked for five scripts and three stylesheets of a kilobyte or two. As one chunk, a page
 * loads a little code it may not show.
 */
const ORDER_PIECES =
  /src[\\/](screens[\\/](order[\\/](OrderHeader|OrderPageStates|TicketCard|OrderCancelled)|profile[\\/]ProfileOrders)|flows[\\/]purchase[\\/]cancelOrderFlow)\.tsx?$|src[\\/](screens[\\/]order[\\/]order|ui[\\/]popups[\\/]cancelOrder)\.css$/;
/**
 * The order calls and the contract's barrel and payment schemas: what the pieces above share with
 * the purchase's popups and the seat map's session requests (decision 426). A chunk of their own,
 * so that those popups do not load the pieces.
 */
const ORDER_CALLS =
  /src[\\/]api[\\/]order\.ts$|packages[\\/]contract[\\/]src[\\/](payment|index)\.ts$/;

/**
 * The modules src/app/boot.tsx imports statically, found once the module graph is built: they are
 * one chunk, `boot`, which the entry imports in its second stage (decision 420). Left to Rolldown,
 * the modules that lazy screens share with the boot became some twenty small chunks, which a slow
 * network fetches one round trip after another (the first paint came 300 ms later in Lighthouse).
 */
const bootModules = new Set<string>();
/**
 * Each module the lazy routes reach by static imports, with the routes that reach it (the modules
 * of src/app/routePreload.ts's table), found with the boot's graph.
 */
const routesOfModule = new Map<string, string[]>();

/**
 * The account's routes (decision 421): the sign-in, the profile's pages, an order's and a link's
 * tickets, and the two pages whose forms sign in or read the profile.
 */
const ACCOUNT_ROUTES = new Set([
  '/login',
  '/profile',
  '/profile/settings',
  '/profile/bonuses',
  '/order/:id',
  '/tickets/:token',
  '/about/bonus',
  '/vacancies',
]);
/** What the account's routes share: the contract's schemas, the API calls, forms and sign-in. */
const ACCOUNT_SHARED =
  /packages[\\/]contract[\\/]src[\\/]|src[\\/](api|ui[\\/]form|flows[\\/]auth)[\\/]/;

/**
 * A module of the `account` chunk: shared by two or more of the account's routes and by no other
 * route. Left to Rolldown, each set of routes that shares some modules gets a chunk of its own:
 * the order's page asked for 18 scripts, most under a kilobyte, which a phone's HTTP/1.1 (six
 * connections) fetches a round trip after another. The guest's pages never load it.
 */
function isAccountModule(id: string): boolean {
  const routes = routesOfModule.get(id) ?? [];
  return (
    !bootModules.has(id) &&
    routes.length >= 2 &&
    ACCOUNT_SHARED.test(id) &&
    routes.every((route) => ACCOUNT_ROUTES.has(route))
  );
}

/** The boot's API calls and the contract's modules they parse with (decision 420). */
const BOOT_API = /packages[\\/]contract[\\/]src[\\/]|src[\\/]api[\\/]/;
const BOOT_MODULE = path.join('src', 'app', 'boot.tsx');

/** Every module `start` reaches by static imports, `start` included (none for no start). */
function staticModules(
  graph: Pick<Rolldown.PluginContext, 'getModuleInfo'>,
  start: string | undefined,
): Set<string> {
  const seen = new Set<string>();
  const stack = start ? [start] : [];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function bootGraph(): Plugin {
  return {
    name: 'softkino-boot-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      routesOfModule.clear();
      for (const [route, module] of LAZY_ROUTE_MODULES) {
        const start = ids.find((id) => id.endsWith(path.normalize(module)));
        for (const id of staticModules(this, start)) {
          routesOfModule.set(id, [...(routesOfModule.get(id) ?? []), route]);
        }
      }
      bootModules.clear();
      for (const id of staticModules(
        this,
        ids.find((id) => id.endsWith(BOOT_MODULE)),
      )) {
        bootModules.add(id);
      }
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * Writes the route preloads into index.html (src/app/routePreload.ts, docs/decisions/219): the
 * lazy screen of the address being opened is requested with the entry script, not after it.
 */
const PRELOAD_MARKER = '<!-- route preloads -->';

/** The page's inline script: the route preloads and the boot's GETs (decisions 219, 421). */
const PAGE_START_MODULE = path.join('src', 'app', 'pageStart.ts');

/**
 * A module and its imports as one classic script, minified, to write into index.html; `define`
 * gives it the build's data (identifiers replaced by JSON).
 */
async function inlineScript(entry: string, define: Record<string, string>): Promise<string> {
  const out = await esbuild({
    entryPoints: [entry],
    define,
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
  });
  const code = out.outputFiles[0]?.text.trim() ?? '';
  // Never a `</script>` inside the inline script.
  if (/<\/script/i.test(code)) throw new Error(`${entry} cannot be inlined: it holds </script>`);
  return code;
}

function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'softkino-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).flatMap((out) =>
          out.type === 'chunk'
            ? [
                {
                  fileName: out.fileName,
                  facadeModuleId: out.facadeModuleId ? path.normalize(out.facadeModuleId) : null,
                  isEntry: out.isEntry,
                  imports: out.imports,
                  dynamicImports: out.dynamicImports,
                  css: [...(out.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        const table = pagePreloads(chunks, LAZY_ROUTE_MODULES, path.normalize(root), base);
        // The boot stages the entry imports with import(), asked for with it (decision 420).
        html = html.replace(
          /\n(\s*)<\/head>/,
          (_, pad: string) => `\n${pad}  ${bootLinks(bootFiles(chunks), base)}\n${pad}</head>`,
        );
        // At the marker, ahead of the stylesheet: an inline script after a stylesheet link would
        // wait for that stylesheet before running.
        if (!html.includes(PRELOAD_MARKER)) throw new Error(`index.html lacks ${PRELOAD_MARKER}`);
        const script = await inlineScript(path.join(root, PAGE_START_MODULE), {
          PAGE_PRELOADS: JSON.stringify(table),
        });
        // A function, not a string: `$'` or `$&` in the minified code are no patterns there.
        return html.replace(PRELOAD_MARKER, () => `<script>${script}</script>`);
      },
    },
  };
}

// The client is served by the Fastify server in production: built assets live under /static/
// (spec section 2), so Vite's base is /static/ and index.html is the fallback of every route.
export default defineConfig(({ command }) => ({
  // In dev the app is served from / with hot reload; the build lives under /static/.
  base: command === 'build' ? '/static/' : '/',
  plugins: [
    react(),
    bootGraph(),
    // zod's JSON Schema converters: the server's alone (decision 410).
    clientLeavesOut(),
    routePreload(),
    // The favicon in index.html itself: no request beside the page's scripts (decision 424).
    inlineFavicon(),
    // The seat map's engine chunk compiled while it loads, not at the map's first frame (339).
    engineCompileHints(),
    // Every text file of the build also as .br and .gz, compressed once at the highest levels;
    // the server sends the one the browser accepts (server/src/static.ts, preCompressed).
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 512,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: BROTLI_PARAMS }),
        defineAlgorithm('gzip', { level: GZIP_LEVEL }),
      ],
    }),
  ],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              // With the boot's calls and schemas: built in the first stage, not the second.
              test: (id: string) =>
                SHARED_WITH_ENTRY.test(id) ||
                SMALL_SHARED.test(id) ||
                (bootModules.has(id) && BOOT_API.test(id)),
              minShareCount: 2,
              priority: 2,
            },
            // Vite's import() helper, the entry's one static import: in the boot chunk, it would
            // make the entry import the boot statically, evaluated before the entry runs.
            { name: 'preload', test: (id: string) => id.includes('preload-helper'), priority: 3 },
            // React DOM beside the boot, not in it (decision 425): two files that download side by
            // side, and one that a release of the site's own code leaves in the browser's cache.
            {
              name: 'react-dom',
              test: (id: string) => /node_modules[\\/](react-dom|scheduler)[\\/]/.test(id),
              priority: 1.5,
            },
            { name: 'boot', test: (id: string) => bootModules.has(id), priority: 1 },
            // What the account's routes share, beyond the boot (decision 421).
            { name: 'account', test: isAccountModule, priority: 0 },
            // An order's calls, then its pieces (decision 426): two chunks where there were five.
            // Declared after `account`, the contract's schemas that both import stay in `account`;
            // declared before it, or with a priority under it, these groups took them along and
            // every page with the signed-in corner or the seat map loaded them (decision 426).
            { name: 'order-calls', test: ORDER_CALLS, priority: 0.6 },
            { name: 'orders', test: ORDER_PIECES, priority: 0.5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/local': apiTarget,
      '/static/media': apiTarget,
      '/sandbox': apiTarget,
    },
  },
}));
