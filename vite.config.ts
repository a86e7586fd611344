import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import path from 'node:path';
// routePreload imports the contract's TypeScript: `npm run build` and `npm run dev` load this
// config with `--configLoader runner` (decision 346).
import {
  bootFiles,
  bootLinks,
  LAZY_ROUTE_MODULES,
  preloadScript,
  routePreloads,
} from './src/app/routePreload';
import { BROTLI_PARAMS, engineCompileHints, GZIP_LEVEL } from './scripts/compile-hints.mjs';
import { clientLeavesOut } from './scripts/client-leaves-out.mjs';

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
 * The modules src/app/boot.tsx imports statically, found once the module graph is built: they are
 * one chunk, `boot`, which the entry imports in its second stage (decision 420). Left to Rolldown,
 * the modules that lazy screens share with the boot became some twenty small chunks, which a slow
 * network fetches one round trip after another (the first paint came 300 ms later in Lighthouse).
 */
const bootModules = new Set<string>();
/** The boot's API calls and the contract's modules they parse with (decision 420). */
const BOOT_API = /packages[\\/]contract[\\/]src[\\/]|src[\\/]api[\\/]/;
const BOOT_MODULE = path.join('src', 'app', 'boot.tsx');

function bootGraph(): Plugin {
  return {
    name: 'softkino-boot-graph',
    apply: 'build',
    buildEnd() {
      bootModules.clear();
      const start = [...this.getModuleIds()].find((id) => id.endsWith(BOOT_MODULE));
      const stack = start ? [start] : [];
      while (stack.length) {
        const id = stack.pop() as string;
        if (bootModules.has(id)) continue;
        bootModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
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
      handler(html, ctx) {
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
        const table = routePreloads(chunks, LAZY_ROUTE_MODULES, path.normalize(root), base);
        // The boot stages the entry imports with import(), asked for with it (decision 420).
        html = html.replace(
          /\n(\s*)<\/head>/,
          (_, pad: string) => `\n${pad}  ${bootLinks(bootFiles(chunks), base)}\n${pad}</head>`,
        );
        // At the marker, ahead of the stylesheet: an inline script after a stylesheet link would
        // wait for that stylesheet before running.
        if (!html.includes(PRELOAD_MARKER)) throw new Error(`index.html lacks ${PRELOAD_MARKER}`);
        return html.replace(PRELOAD_MARKER, `<script>${preloadScript(table)}</script>`);
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
                SHARED_WITH_ENTRY.test(id) || (bootModules.has(id) && BOOT_API.test(id)),
              minShareCount: 2,
              priority: 2,
            },
            // Vite's import() helper, the entry's one static import: in the boot chunk, it would
            // make the entry import the boot statically, evaluated before the entry runs.
            { name: 'preload', test: (id: string) => id.includes('preload-helper'), priority: 3 },
            { name: 'boot', test: (id: string) => bootModules.has(id), priority: 1 },
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
