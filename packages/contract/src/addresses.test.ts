import { describe, expect, it } from 'vitest';
import {
  LOBBY_CINEMA_ID,
  LOBBY_CINEMA_PATTERN,
  cinemaSlugOf,
  lobbyAddress,
  lobbyTarget,
} from './addresses';

describe('a lobby board address (decision 432)', () => {
  it.each(['1', '42', '999999999', 'ekb-grinvich', 'chel-almaz', '2x', 'a'])(
    'takes %s, an id or a slug',
    (segment) => expect(LOBBY_CINEMA_PATTERN.test(segment)).toBe(true),
  );

  it.each(['0', '000', '1234567890', '-a', 'a-', 'EKB', 'екб', 'a_b', '', 'a'.repeat(65)])(
    'refuses %s',
    (segment) => expect(LOBBY_CINEMA_PATTERN.test(segment)).toBe(false),
  );

  it('reads digits alone as an id', () => {
    expect(LOBBY_CINEMA_ID.test('42')).toBe(true);
    expect(LOBBY_CINEMA_ID.test('ekb')).toBe(false);
  });

  it("names a cinema's board by its page's slug, and by its id when the slug would read as one", () => {
    expect(lobbyAddress({ id: 4, link: '/cinema/ekb-grinvich' })).toBe('/lobby/ekb-grinvich');
    expect(lobbyAddress({ id: 4, link: '/cinema/2024' })).toBe('/lobby/4');
    expect(lobbyAddress({ id: 4, link: 'https://example.com/4' })).toBe('/lobby/4');
  });
});

describe("a cinema's slug from its link", () => {
  it.each([
    ['/cinema/chel-almaz', 'chel-almaz'],
    ['/cinema/2024', '2024'],
    ['/cinema/Chel', null],
    ['/cinema/a/b', null],
    ['https://example.com/4', null],
    ['', null],
  ])('reads %s as %s', (link, slug) => expect(cinemaSlugOf(link)).toBe(slug));
});

describe("what a board's address names", () => {
  it.each([
    ['4', { id: 4 }],
    ['chel-almaz', { slug: 'chel-almaz' }],
    ['2x', { slug: '2x' }],
    ['0', null],
    ['EKB', null],
  ])('%s is %o', (segment, target) => expect(lobbyTarget(segment)).toEqual(target));
});
