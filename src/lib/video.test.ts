import { describe, expect, it } from 'vitest';
import { linkVideoId, videoEmbedUrl, videoIdOf } from './video';

describe('linkVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/a-b_c1234Z9', 'a-b_c1234Z9'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (link, id) => {
    expect(linkVideoId(link)).toBe(id);
  });

  it.each([
    [null],
    [''],
    ['not a url'],
    ['https://example.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['https://youtu.be/dQw4w9Wg%3CQ'],
    ['javascript:alert(1)'],
  ])('rejects %s', (link) => {
    expect(linkVideoId(link)).toBeNull();
  });
});

describe("videoIdOf (the session info's video: an id, or a link to read it from)", () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (value, id) => {
    expect(videoIdOf(value)).toBe(id);
  });

  it.each([[null], [''], ['short'], ['https://youtu.be/x'], ['https://example.com/dQw4w9WgXcQ']])(
    'rejects %s',
    (value) => {
      expect(videoIdOf(value)).toBeNull();
    },
  );
});

describe('videoEmbedUrl', () => {
  it('is the no-cookie player, playing at once only when asked', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
    expect(videoEmbedUrl('dQw4w9WgXcQ', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
});
