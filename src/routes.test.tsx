import { describe, expect, it } from 'vitest';
import { LAZY_ROUTE_MODULES } from './app/routePreload';
import { lazyScreenPatterns } from './routes';

describe('the lazy screens', () => {
  it("are the build's preload table: every lazy route's chunk is requested with the entry", () => {
    const preloaded = LAZY_ROUTE_MODULES.map(([pattern]) => pattern).sort();
    expect(lazyScreenPatterns().sort()).toEqual(preloaded);
  });
});
