import { describe, expect, it } from 'vitest';
import { asksCityOnPage } from './cityRules';

describe('asksCityOnPage', () => {
  it("asks on the pages that show the city's sessions", () => {
    for (const path of ['/', '/afisha', '/afisha/', '/AFISHA', '/film/stalnye-krylya', '/film/x/'])
      expect(asksCityOnPage(path, false)).toBe(true);
  });

  it('asks on the wishlist of a signed-in visitor only: a guest is asked to sign in there', () => {
    expect(asksCityOnPage('/profile/wishlist', true)).toBe(true);
    expect(asksCityOnPage('/profile/wishlist/', true)).toBe(true);
    expect(asksCityOnPage('/profile/wishlist', false)).toBe(false);
  });

  it('never covers the tickets of an order or of an e-mail link', () => {
    for (const path of ['/order/12', '/order/12/', '/tickets/abc', '/Tickets/ABC_-1', '/ORDER/5'])
      expect(asksCityOnPage(path, true)).toBe(false);
  });

  it('waits past the pages that are the same in every city (decision 435)', () => {
    for (const path of [
      '/login',
      '/login/',
      '/lobby',
      '/cinema/ekb-grinvich',
      '/news',
      '/news/sale',
      '/vacancies',
      '/about/bonus',
      '/profile',
      '/profile/bonuses',
      '/no-such-page',
      '/film',
      '/film/a/b',
      '/afishax',
    ])
      expect(asksCityOnPage(path, true)).toBe(false);
  });
});
