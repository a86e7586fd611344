// Builds the benchmark page and the hall demo with Vite's JS API and an inline config
// (the project's vite.config.ts belongs to the site build), into .tmp/scheme-bench.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { engineCompileHints } from '../../scripts/compile-hints.mjs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * `npm test` builds the pages once for its three users (the bench, the browser tests and the
 * visual tests, one after another) and names the folder here: each build cost about 10 s of CPU
 * (decision 419).
 */
export const PAGES_DIR_ENV = 'SCHEME_PAGES_DIR';

/** Builds once; returns the output directory. */
export async function buildPages() {
  const built = process.env[PAGES_DIR_ENV];
  if (built) return built;
  // .tmp/ is ignored by git, ESLint and Prettier.
  const outDir = path.join(root, '.tmp/scheme-bench');
  await build({
    root,
    configFile: false,
    base: './',
    logLevel: 'warn',
    // The engine chunk as the site ships it (decision 339).
    plugins: [react(), engineCompileHints()],
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      rollupOptions: {
        input: {
          demo: path.join(root, 'src/dev/hall-demo/index.html'),
          bench: path.join(here, 'page/index.html'),
        },
      },
    },
  });
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Always a fresh build, whatever the environment names.
  delete process.env[PAGES_DIR_ENV];
  console.log(await buildPages());
}
