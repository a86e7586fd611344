import type { Browser } from 'playwright-core';
export declare const CHROMIUM_FLAGS: string[];
export declare function chromiumPath(): string;
export declare function launchChromium(extraArgs?: string[]): Promise<Browser>;
