import { describe, expect, it } from 'vitest';
import { SITE_PAGE_PATTERNS } from '@softkino/contract/pages';
import { LAZY_ROUTE_MODULES } from './app/routePreload';
import { lazyScreenPatterns } from './routes';

describe('the lazy screens', () => {
  it("are the build's preload table: every lazy route's chunk is requested with the entry", () => {
    const preloaded = LAZY_ROUTE_MODULES.map(([pattern]) => pattern).sort();
    expect(lazyScreenPatterns().sort()).toEqual(preloaded);
  });

  it("with / and /afisha are the contract's page addresses, which the server answers with 200", () => {
    expect(['/', '/afisha', ...lazyScreenPatterns()].sort()).toEqual(
      [...SITE_PAGE_PATTERNS].sort(),
    );
  });
});
