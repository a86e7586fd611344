import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { film as fixtureFilm } from '../../api/testing/fixtures';
import { FilmPoster } from './FilmPoster';

const base = fixtureFilm(1);
const P = '/static/media/posters/';

function poster(mobile: string, desktop: string, variants: 'both' | 'mobile' = 'both') {
  const film = { ...base, poster: { mobile, desktop } };
  const { container } = render(
    <FilmPoster
      film={film}
      className="film__poster"
      variants={variants}
      playable={false}
      onPlay={() => {}}
    />,
  );
  const sources = [...container.querySelectorAll('picture source')].map((s) => ({
    media: s.getAttribute('media'),
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));
  return { sources, img: container.querySelector('picture img') };
}

describe('FilmPoster', () => {
  it('offers a photograph at the widths shown, the landscape art WebP first and the portrait AVIF first (decision 415), the JPEG as the fallback', () => {
    const { sources, img } = poster(`${P}a-mobile.0123456789.jpg`, `${P}a-desktop.abcdef0123.jpg`);
    expect(sources).toEqual([
      {
        media: '(min-width: 768px)',
        type: 'image/webp',
        srcset: `${P}a-desktop.abcdef0123.640.webp 640w, ${P}a-desktop.abcdef0123.1280.webp 1280w`,
        sizes: '(min-width: 1280px) 608px, 50vw',
      },
      {
        media: '(min-width: 768px)',
        type: 'image/avif',
        srcset: `${P}a-desktop.abcdef0123.640.avif 640w, ${P}a-desktop.abcdef0123.1280.avif 1280w`,
        sizes: '(min-width: 1280px) 608px, 50vw',
      },
      {
        media: '(min-width: 768px)',
        type: null,
        srcset: `${P}a-desktop.abcdef0123.jpg`,
        sizes: null,
      },
      {
        media: null,
        type: 'image/avif',
        srcset: `${P}a-mobile.0123456789.120.avif 120w, ${P}a-mobile.0123456789.240.avif 240w`,
        sizes: '108px',
      },
      {
        media: null,
        type: 'image/webp',
        srcset: `${P}a-mobile.0123456789.120.webp 120w, ${P}a-mobile.0123456789.240.webp 240w`,
        sizes: '108px',
      },
    ]);
    // The fallback keeps its box: width and height, so nothing shifts while it loads.
    expect(img).toHaveAttribute('src', `${P}a-mobile.0123456789.jpg`);
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '360');
  });

  it('sizes the list thumb for 40 and 72 px and offers no desktop art there', () => {
    const { sources } = poster(
      `${P}a-mobile.0123456789.png`,
      `${P}a-desktop.abcdef0123.png`,
      'mobile',
    );
    expect(sources.map((s) => [s.type, s.sizes])).toEqual([
      ['image/avif', '(min-width: 768px) 72px, 40px'],
      ['image/webp', '(min-width: 768px) 72px, 40px'],
    ]);
  });

  it('leaves SVG posters and addresses without a content hash as they are', () => {
    const svg = poster(`${P}a-mobile.0123456789.svg`, `${P}a-desktop.svg`);
    expect(svg.sources).toEqual([
      { media: '(min-width: 768px)', type: null, srcset: `${P}a-desktop.svg`, sizes: null },
    ]);
    const plain = poster(`${P}a-mobile.jpg`, `${P}a-desktop.jpg`, 'mobile');
    expect(plain.sources).toEqual([]);
    expect(plain.img).toHaveAttribute('src', `${P}a-mobile.jpg`);
  });
});
