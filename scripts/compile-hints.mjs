// V8's explicit compile hints (Chrome 136+): a script whose first line is the magic comment
// below has all its functions compiled eagerly, on a background thread while it streams in,
// instead of lazily on the main thread at their first call (docs/decisions/339). Used for the
// seat map's engine chunk, whose functions nearly all run in the map's first frame.
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The levels every text file of the site build is compressed at (vite.config.ts and here). */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
export const GZIP_LEVEL = 9;

/** The module whose chunk gets the hint: the scheme engine. */
const ENGINE_MODULE = path.join('src', 'scheme-engine', 'SchemeEngine.ts');

/** True when a chunk holds the engine. */
export function holdsEngine(moduleIds) {
  return moduleIds.some((id) => path.normalize(id).endsWith(ENGINE_MODULE));
}

/**
 * A Vite (Rolldown) plugin that puts the hint on the first line of the engine's chunk. V8 reads
 * it only before the first statement, so it runs last: after minification (which drops
 * comments) and after Vite's import analysis (which puts its `__vite__mapDeps` line first).
 * The build's compression plugin has written the chunk's .br and .gz by then; they are made
 * again from the hinted code at the same levels. The file name's hash is
 * unaffected: the hint is the same in every build.
 */
export function engineCompileHints() {
  return {
    name: 'softkino-engine-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let hinted = 0;
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk' || !holdsEngine(out.moduleIds)) continue;
          if (!out.code.startsWith(COMPILE_HINT)) out.code = COMPILE_HINT + out.code;
          hinted++;
          const br = bundle[`${out.fileName}.br`];
          if (br?.type === 'asset')
            br.source = brotliCompressSync(out.code, { params: BROTLI_PARAMS });
          const gz = bundle[`${out.fileName}.gz`];
          if (gz?.type === 'asset') gz.source = gzipSync(out.code, { level: GZIP_LEVEL });
        }
        if (hinted === 0) this.warn('no chunk holds the scheme engine: compile hint not written');
      },
    },
  };
}
