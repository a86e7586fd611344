import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const CONTRACT = join(ROOT, 'packages/contract/src');

/** The file a static import names, or null for a package outside the repository. */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec === '@softkino/contract') base = join(CONTRACT, 'index');
  else if (spec.startsWith('@softkino/contract/'))
    base = join(CONTRACT, spec.slice('@softkino/contract/'.length));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The repository's files that `start` reaches by static imports and re-exports (`import type`
 * left out, `import()` not followed): what the page evaluates when that stage loads.
 */
function staticGraph(start: string): string[] {
  const seen = new Set<string>();
  const queue = [join(ROOT, start)];
  const statement = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
      const next = resolveImport(file, match[1] as string);
      if (next) queue.push(next);
    }
  }
  return [...seen].map((file) => relative(ROOT, file));
}

/**
 * Decision 420: every page evaluates the boot's two stages, so the contract's schemas they import
 * are built on every page view, the phone's main thread blocked meanwhile. The barrel imports
 * every module of the contract; the purchase's, the account's and the pages' own schemas load
 * with the chunks that use them.
 */
describe("the boot's static imports", () => {
  const graph = [...staticGraph('src/api/http.ts'), ...staticGraph('src/app/boot.tsx')];
  const contract = graph.filter((file) => file.startsWith('packages/contract/'));

  it('reach the contract, but never through its barrel', () => {
    expect(contract).toContain('packages/contract/src/playbill.ts');
    expect(contract).not.toContain('packages/contract/src/index.ts');
  });

  it.each([
    'order',
    'session',
    'payment',
    'tickets',
    'auth',
    'bonus',
    'card',
    'film',
    'forms',
    'user',
  ])('leave the %s schemas to the chunks that use them', (name) => {
    expect(contract).not.toContain(`packages/contract/src/${name}.ts`);
  });
});

/**
 * Decision 421: the page's inline script (src/app/pageStart.ts) is written into every page and
 * runs before any of the page's code has arrived: it must stay a few kilobytes of plain code,
 * with no package (zod, React) and no module that builds schemas.
 */
describe("the page's inline script", () => {
  const graph = staticGraph('src/app/pageStart.ts');
  const packages =
    /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'".@][^'"]*|@(?!softkino\/)[^'"]+)['"]/gm;

  it('reaches the boot requests and the route preloads', () => {
    expect(graph).toContain('src/app/bootRequests.ts');
    expect(graph).toContain('src/app/routePreload.ts');
  });

  it.each(graph)('imports no package from %s', (file) => {
    expect([...readFileSync(join(ROOT, file), 'utf8').matchAll(packages)].map((m) => m[1])).toEqual(
      [],
    );
  });

  it('reaches not the http module, which brings zod and the errors (the package test holds zod out)', () => {
    expect(graph).not.toContain('src/api/http.ts');
    expect(graph).not.toContain('src/api/errors.ts');
  });
});
