import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * pixi.js must never land in a bundle that only imports the hall map's entry or the engine's
 * rules: walk the static import graph (type-only imports and import() are not edges).
 */
function staticImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  const re =
    /^\s*(import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) out.push((m[2] ?? m[3])!);
  return out;
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(base + ext)) return base + ext;
  return null;
}

function reachesPixi(entry: string): string | null {
  const seen = new Set<string>();
  const stack: [string, string][] = [[entry, entry]];
  while (stack.length) {
    const [file, via] = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (
        spec === 'pixi.js' ||
        spec.startsWith('pixi.js/') ||
        spec.startsWith('@use-gesture/vanilla')
      )
        return `${via} -> ${file}`;
      const next = resolve(file, spec);
      if (next) stack.push([next, file]);
    }
  }
  return null;
}

const root = path.resolve(__dirname, '../..');

describe('lazy loading', () => {
  it('the hall-map entry does not import pixi.js statically', () => {
    expect(reachesPixi(path.join(root, 'ui/hall-map/index.ts'))).toBeNull();
  });
  it('the engine rules entry does not import pixi.js', () => {
    expect(reachesPixi(path.join(root, 'scheme-engine/index.ts'))).toBeNull();
  });
  it('the walker does find pixi.js behind the component itself', () => {
    expect(reachesPixi(path.join(root, 'ui/hall-map/HallMap.tsx'))).not.toBeNull();
  });
});
