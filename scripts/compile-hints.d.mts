import type { Plugin } from 'vite';

export declare const COMPILE_HINT: string;
export declare const BROTLI_PARAMS: Record<number, number>;
export declare const GZIP_LEVEL: number;
export declare function holdsEngine(moduleIds: readonly string[]): boolean;
export declare function engineCompileHints(): Plugin;
