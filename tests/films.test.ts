import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILMS } from '../server/seed/films';

const ASSETS = join(__dirname, '..', 'assets');
const AGES = ['0+', '6+', '12+', '16+', '18+'];
/** A video link with an 11-character id, as the playbill requires (site-spec, trailers). */
const TRAILER = /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/;
const CINEMAS = [
  'chel-galereya',
  'chel-almaz',
  'chel-gorki',
  'ekb-grinvich',
  'ekb-passage',
  'mgn-kontinent',
  'msk-khimki',
  'ntagil-city',
  'samara-kosmoport',
  'ufa-planeta',
  'perm-planeta',
];

/** Parses an SVG file the way a browser would; returns the root element or throws. */
function parseSvg(file: string): Element {
  const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`${file}: ${error.textContent ?? 'parse error'}`);
  return doc.documentElement;
}

describe('demo film catalogue', () => {
  it('has at least 15 films with unique kebab-case slugs and unique names', () => {
    expect(FILMS.length).toBeGreaterThanOrEqual(15);
    const slugs = FILMS.map((f) => f.slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(FILMS.map((f) => f.name)).size).toBe(FILMS.length);
  });

  it('uses only the allowed age ratings and plausible durations', () => {
    for (const film of FILMS) {
      expect(AGES).toContain(film.age);
      expect(film.duration).toBeGreaterThanOrEqual(80);
      expect(film.duration).toBeLessThanOrEqual(170);
      expect(film.description.length).toBeGreaterThan(20);
    }
  });

  it('has valid trailer links except the deliberately broken ones', () => {
    const invalid = FILMS.filter((f) => !TRAILER.test(f.trailer));
    expect(invalid.length).toBeGreaterThanOrEqual(1);
    // The broken ones are deliberate, not typos of a real video link.
    for (const film of invalid) expect(film.trailer).not.toContain('youtube');
    expect(FILMS.length - invalid.length).toBeGreaterThanOrEqual(FILMS.length - 3);
  });

  it('carries every tag on at least one film', () => {
    for (const tag of ['invites', 'sale', 'pushkin', 'childplace'] as const) {
      expect(FILMS.some((f) => f.tags[tag])).toBe(true);
    }
  });
});

describe('drawn artwork', () => {
  it('has a valid mobile (2:3) and desktop (16:9) poster for every film', () => {
    for (const film of FILMS) {
      for (const [variant, viewBox] of [
        ['mobile', '0 0 400 600'],
        ['desktop', '0 0 1280 720'],
      ] as const) {
        const file = join(ASSETS, 'posters', `${film.slug}-${variant}.svg`);
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(25_000);
        const root = parseSvg(file);
        expect(root.getAttribute('viewBox')).toBe(viewBox);
        // Self-contained: no external images or fonts.
        expect(readFileSync(file, 'utf8')).not.toMatch(/<image|@import|url\(['"]?http/);
        expect(root.querySelector('title')?.textContent).toContain(film.name);
      }
    }
  });

  it('has the chain logo, the favicon and a logo for every cinema', () => {
    for (const rel of ['logo.svg', 'favicon.svg', ...CINEMAS.map((c) => `logos/${c}.svg`)]) {
      expect(parseSvg(join(ASSETS, rel)).tagName).toBe('svg');
    }
  });
});
