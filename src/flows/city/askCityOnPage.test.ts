import { describe, expect, it } from 'vitest';
import { asksCityOnPage } from './cityRules';

describe('asksCityOnPage', () => {
  it('asks on pages that depend on the city', () => {
    for (const path of [
      '/',
      '/afisha',
      '/afisha/',
      '/film/stalnye-krylya',
      '/profile',
      '/news',
      '/loginx',
      '/lobbyist',
    ])
      expect(asksCityOnPage(path)).toBe(true);
  });

  it('never covers the tickets of an order or of an e-mail link', () => {
    for (const path of ['/order/12', '/order/12/', '/tickets/abc', '/Tickets/ABC_-1', '/ORDER/5'])
      expect(asksCityOnPage(path)).toBe(false);
  });

  it('waits past the sign-in and the list of lobby boards, which show every city alike', () => {
    for (const path of ['/login', '/login/', '/LOGIN', '/lobby', '/lobby/'])
      expect(asksCityOnPage(path)).toBe(false);
  });
});
