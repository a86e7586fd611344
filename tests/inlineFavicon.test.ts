import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, inlineFaviconInto, svgDataUrl } from '../scripts/inline-favicon.mjs';

const INDEX = readFileSync('index.html', 'utf8');
const ICON = readFileSync('assets/favicon.svg', 'utf8');

/** The SVG a data: URL holds. */
function svgOf(url: string): string {
  expect(url.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(url.slice('data:image/svg+xml,'.length));
}

describe('the favicon inlined into index.html (decision 424)', () => {
  it('gives the page the chain’s own icon, with no request for it', () => {
    const html = inlineFaviconInto(INDEX, ICON);
    const links = [...html.matchAll(/<link rel="icon" type="image\/svg\+xml" href="([^"]*)"/g)];
    expect(links).toHaveLength(1);
    expect(svgOf(links[0]![1]!)).toBe(ICON.trim());
    expect(html).not.toContain(FAVICON_HREF);
    // Nothing else of the page moved.
    expect(html.replace(links[0]![1]!, FAVICON_HREF)).toBe(INDEX);
  });

  it('keeps the attribute whole whatever the SVG holds (quotes, ampersands, $ patterns)', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>a "b" & $' $&</title></svg>`;
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/["<>&\s]/);
    expect(svgOf(url)).toBe(svg);
    const html = inlineFaviconInto(INDEX, svg);
    expect(html).toContain(`href="${url}"`);
  });

  it('fails the build when index.html no longer links the icon it inlines', () => {
    expect(() =>
      inlineFaviconInto(INDEX.replace(FAVICON_HREF, '/static/media/icon.png'), ICON),
    ).toThrow(/no <link rel="icon"/);
  });
});
