import type { TestProject } from 'vitest/node';
import { makeDataDir, removeDir, startServer } from '../scripts/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (built client + fresh seeded PGlite) for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = makeDataDir('softkino-e2e-');
  const server = await startServer({ dataDir });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    removeDir(dataDir);
  };
}
