import type { Plugin } from 'vite';

export declare const COMPILE_HINT: string;
export declare function holdsEngine(moduleIds: readonly string[]): boolean;
export declare function engineCompileHints(): Plugin;
