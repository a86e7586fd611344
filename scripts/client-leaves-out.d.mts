import type { Plugin } from 'vite';

export declare const LEFT_OUT: readonly string[];
export declare const LEFT_OUT_MESSAGE: string;
export declare function leftOut(id: string): string | null;
export declare function exportNames(program: { body: readonly unknown[] }): string[];
export declare function throwingModule(names: readonly string[]): string;
export declare function clientLeavesOut(): Plugin;
