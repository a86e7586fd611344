import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPILE_HINT, engineCompileHints } from '../scripts/compile-hints.mjs';

/** The plugin's generateBundle handler, run on a bundle as Vite hands it over (decision 339). */
function runOn(bundle: Record<string, unknown>): { warned: string[] } {
  const plugin = engineCompileHints();
  const hook = plugin.generateBundle as unknown as {
    order: string;
    handler: (this: { warn(m: string): void }, o: unknown, b: unknown) => void;
  };
  expect(hook.order).toBe('post');
  const warned: string[] = [];
  hook.handler.call({ warn: (m: string) => warned.push(m) }, {}, bundle);
  return { warned };
}

const MAP_DEPS = 'const __vite__mapDeps=(i)=>i;\n';

describe('the engine chunk compile hint', () => {
  it('goes first in the chunk holding the engine, ahead of Vite’s own first line, once', () => {
    const engine = {
      type: 'chunk',
      fileName: 'assets/HallMap-x.js',
      moduleIds: ['/app/src/ui/hall-map/HallMap.tsx', '/app/src/scheme-engine/SchemeEngine.ts'],
      code: `${MAP_DEPS}export class A{}`,
    };
    const other = {
      type: 'chunk',
      fileName: 'assets/index-y.js',
      moduleIds: ['/app/src/main.tsx'],
      code: 'console.log(1)',
    };
    const bundle = { [engine.fileName]: engine, [other.fileName]: other };
    expect(runOn(bundle).warned).toEqual([]);
    expect(engine.code).toBe(`${COMPILE_HINT}${MAP_DEPS}export class A{}`);
    expect(other.code).toBe('console.log(1)');
    runOn(bundle);
    expect(engine.code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('makes the chunk’s .br and .gz again from the hinted code', () => {
    const engine = {
      type: 'chunk',
      fileName: 'assets/e.js',
      moduleIds: ['/app/src/scheme-engine/SchemeEngine.ts'],
      code: 'let x=1;',
    };
    const br = { type: 'asset', fileName: 'assets/e.js.br', source: new Uint8Array([1]) };
    const gz = { type: 'asset', fileName: 'assets/e.js.gz', source: new Uint8Array([2]) };
    runOn({ [engine.fileName]: engine, [br.fileName]: br, [gz.fileName]: gz });
    expect(brotliDecompressSync(br.source).toString()).toBe(`${COMPILE_HINT}let x=1;`);
    expect(gunzipSync(gz.source).toString()).toBe(`${COMPILE_HINT}let x=1;`);
  });

  it('says so when no chunk holds the engine', () => {
    const { warned } = runOn({ a: { type: 'chunk', fileName: 'a.js', moduleIds: [], code: '' } });
    expect(warned).toEqual(['no chunk holds the scheme engine: compile hint not written']);
  });
});
