// Bundles the server (server/src/main.ts and the workspace packages it imports) into one ES
// module, dist/server/main.mjs, for `npm start` and the servers that tests and benchmarks start
// (scripts/server-process.mjs). The npm packages stay outside it, loaded by Node as installed.
// Run from the TypeScript through tsx, a start cost 2 s more CPU: tsx's loader hooks take every
// import of the process (decision 419).
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'dist/server/main.mjs');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const installed = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Loaded only to build: scripts/server-process.mjs imports this file for SERVER_BUNDLE alone.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: ['server/src/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: installed.flatMap((name) => [name, `${name}/*`]),
    // server/src/db/migrate.ts finds the SQL files from its own module's place.
    define: {
      __MIGRATIONS_FROM_MODULE__: JSON.stringify(
        relative(dirname(SERVER_BUNDLE), join(root, 'server/migrations')),
      ),
    },
    logLevel: 'warning',
  });
}
