export interface StartedServer {
  baseUrl: string;
  firstAnswerMs: number;
  stop(): Promise<void>;
  output(): string;
}
export declare function freePort(): Promise<number>;
export declare function makeDataDir(prefix?: string, options?: { empty?: boolean }): string;
export declare const SEEDED_DIR_ENV: string;
export declare function serverCommand(): string[];
export declare function startServer(options?: {
  dataDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  log?: boolean;
}): Promise<StartedServer>;
export declare function removeDir(dir: string): void;
