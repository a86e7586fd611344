/**
 * Draws the demo artwork as hand-composed SVG: a 2:3 poster and a 16:9 key art for every
 * film in server/seed/films.ts, the СофтКино logo, the favicon and the cinema logos.
 *
 * Run: npx tsx scripts/gen-assets.mjs   (tsx is needed only to import the .ts film list)
 *
 * Deterministic: the only randomness is a PRNG seeded from each film's slug, so running it
 * twice gives byte-identical files and the committed SVGs can be regenerated at will.
 * No external fonts or images: text uses system font stacks, everything else is paths.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILMS } from '../server/seed/films.ts';
import { SCENES } from './gen-assets/scenes.mjs';
import { writeBrandAssets } from './gen-assets/brand.mjs';
import { esc, fitLines, fmt, FONTS, mulberry } from './gen-assets/util.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'assets');

/** Colour of the age badge: the stricter the rating, the louder the colour. */
const AGE_COLORS = {
  '0+': '#2fb06b',
  '6+': '#2f8fd8',
  '12+': '#e0a21b',
  '16+': '#ef6a1f',
  '18+': '#e0273a',
};

/** Hash a slug into a 32-bit seed (FNV-1a). */
function seedOf(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function ageBadge(x, y, age, scale) {
  const w = (age.length > 2 ? 58 : 46) * scale;
  const h = 30 * scale;
  return (
    `<g aria-hidden="true"><rect x="${fmt(x - w)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(7 * scale)}" fill="${AGE_COLORS[age]}"/>` +
    `<text x="${fmt(x - w / 2)}" y="${fmt(y + h * 0.7)}" font-family="${FONTS.sans}" font-weight="700" font-size="${fmt(18 * scale)}" fill="#fff" text-anchor="middle">${age}</text></g>`
  );
}

/** Text colours for dark art (default) and for the few light, sunny posters. */
function palette(art) {
  return art.light
    ? {
        title: '#231a10',
        soft: 'rgba(35,26,16,0.82)',
        outline: 'rgba(255,250,235,0.7)',
        scrim: '#fff4d0',
      }
    : {
        title: '#ffffff',
        soft: 'rgba(255,255,255,0.8)',
        outline: 'rgba(0,0,0,0.55)',
        scrim: '#07080b',
      };
}

/**
 * The lettering block: title (wrapped to fit), genre and the release line, plus the tagline.
 * Mobile posters centre it (tagline on top, title at the bottom); the wide key art sets it
 * flush left in the darkened left third.
 */
function lettering(film, art, layout) {
  const { W, H, mobile } = layout;
  const style = art.type ?? {};
  const colors = palette(art);
  const fontKey = style.font ?? 'sans';
  const upper = style.upper !== false;
  const spacing = style.spacing ?? 0;
  const title = upper ? film.name.toUpperCase() : film.name;
  const base = style.size ?? 54;
  const { lines, size } = fitLines(title, {
    maxWidth: mobile ? W - 56 : 600,
    maxSize: mobile ? base : base * 1.5,
    minSize: mobile ? 24 : 40,
    maxLines: 3,
    font: fontKey,
    spacing,
  });
  const lineH = size * 1.04;
  const anchor = mobile ? 'middle' : 'start';
  const x = mobile ? W / 2 : 80;
  const small = mobile ? 13 : 19;
  const rentText = (film.rent ?? film.country).toUpperCase();
  const genreText = film.genre.replace(/, /g, ' · ').toUpperCase();

  // Baselines from the bottom up, so long titles grow upwards and never into the footer.
  const bottom = mobile ? H - 26 : H - 70;
  const genreY = bottom - small * 2.3;
  // Leave room for descenders (у, д, р) above the genre line.
  const lastTitleY = genreY - small - size * 0.32;
  const firstTitleY = lastTitleY - lineH * (lines.length - 1);

  const tagSize = mobile ? 15 : 22;
  const tag = fitLines(art.tagline, {
    maxWidth: mobile ? W - 90 : 600,
    maxSize: tagSize,
    minSize: tagSize,
    maxLines: 2,
    font: 'sans',
    spacing: 0.04,
  });
  const tagTop = mobile ? 64 : firstTitleY - size - tagSize * (tag.lines.length - 1) * 1.25 - 18;
  // Light skies (tagDark) get dark tagline ink with a pale halo on the poster, where the
  // tagline sits on the sky; on key art it sits on the dark scrim like every other title.
  const darkTag = art.tagDark && mobile;
  const tagFill = darkTag ? '#2a1d26' : (art.tagColor ?? (art.light ? colors.title : '#f3e9d2'));
  const tagOutline = darkTag ? 'rgba(255,245,230,0.6)' : colors.outline;
  const tagSpans = tag.lines
    .map(
      (line, i) => `<tspan x="${x}" y="${fmt(tagTop + i * tagSize * 1.25)}">${esc(line)}</tspan>`,
    )
    .join('');
  const titleSpans = lines
    .map((line, i) => `<tspan x="${x}" y="${fmt(firstTitleY + i * lineH)}">${esc(line)}</tspan>`)
    .join('');
  return [
    `<text font-family="${FONTS.sans}" font-size="${tagSize}" font-style="italic" font-weight="500" letter-spacing="${fmt(tagSize * 0.04)}" fill="${tagFill}" text-anchor="${anchor}" stroke="${tagOutline}" stroke-width="${fmt(tagSize * 0.08)}" paint-order="stroke">${tagSpans}</text>`,
    `<text font-family="${FONTS[fontKey]}" font-weight="${style.weight ?? 800}" font-size="${fmt(size)}" letter-spacing="${fmt(spacing * size)}" fill="${style.color ?? colors.title}" text-anchor="${anchor}" stroke="${colors.outline}" stroke-width="${fmt(size * 0.06)}" paint-order="stroke">${titleSpans}</text>`,
    `<text font-family="${FONTS.sans}" font-size="${small}" font-weight="600" letter-spacing="${fmt(small * 0.14)}" fill="${colors.soft}" text-anchor="${anchor}" x="${x}" y="${fmt(genreY)}">${esc(genreText)}</text>`,
    `<rect x="${mobile ? fmt(W / 2 - 24) : x}" y="${fmt(bottom - small * 1.5)}" width="48" height="2" fill="${art.accent}"/>`,
    `<text font-family="${FONTS.sans}" font-size="${fmt(small * 1.05)}" font-weight="700" letter-spacing="${fmt(small * 0.2)}" fill="${art.accent}" text-anchor="${anchor}" x="${x}" y="${fmt(bottom)}">${esc(rentText)}</text>`,
  ].join('');
}

/** Scrim behind the lettering so the text stays readable over any art. */
function scrim(id, art, layout) {
  const { W, H, mobile } = layout;
  const c = palette(art).scrim;
  const stops = mobile
    ? [
        [0.45, 0],
        [0.72, 0.75],
        [1, 0.95],
      ]
    : [
        [0, 0.9],
        [0.36, 0.66],
        [0.62, 0],
      ];
  const grad = stops
    .map(([o, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  const dir = mobile ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  // A veil at the top of mobile posters keeps the tagline readable too.
  const veil = art.tagDark ? '#fff4e0' : c;
  const top = mobile
    ? `<linearGradient id="${id}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${veil}" stop-opacity="0.55"/><stop offset="1" stop-color="${veil}" stop-opacity="0"/></linearGradient>`
    : '';
  return {
    def: `<linearGradient id="${id}" ${dir}>${grad}</linearGradient>${top}`,
    body:
      `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
      (mobile ? `<rect width="${W}" height="110" fill="url(#${id}t)"/>` : ''),
  };
}

function poster(film, mobile) {
  const art = SCENES[film.slug];
  if (!art) throw new Error(`No art theme for film ${film.slug}`);
  const W = mobile ? 400 : 1280;
  const H = mobile ? 600 : 720;
  const prefix = `${film.slug.replace(/[^a-z0-9]/g, '')}${mobile ? 'm' : 'd'}`;
  const defs = [];
  const ctx = {
    W,
    H,
    mobile,
    // Where the hero of the scene stands: upper middle on a poster, right of centre on key art.
    fx: mobile ? W / 2 : W * 0.68,
    fy: mobile ? H * 0.4 : H * 0.5,
    s: mobile ? 1 : 1.35,
    rnd: mulberry(seedOf(film.slug)),
    id: (name) => `${prefix}-${name}`,
    def: (text) => defs.push(text),
  };
  const scene = art.draw(ctx);
  const sc = scrim(ctx.id('scrim'), art, ctx);
  defs.push(sc.def);
  const label = `${film.name}, ${film.age}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title><defs>${defs.join('')}` +
    // Clip to the frame: shown in a box of another aspect ratio, the letterbox must stay empty.
    `<clipPath id="${prefix}-frame"><rect width="${W}" height="${H}"/></clipPath></defs>` +
    `<g clip-path="url(#${prefix}-frame)"><g aria-hidden="true">${scene}</g>${sc.body}` +
    lettering(film, art, ctx) +
    ageBadge(W - (mobile ? 16 : 40), mobile ? 16 : 36, film.age, mobile ? 1 : 1.4) +
    `</g></svg>\n`
  );
}

function write(rel, text) {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

function main() {
  let biggest = 0;
  for (const film of FILMS) {
    for (const mobile of [true, false]) {
      const size = write(
        `posters/${film.slug}-${mobile ? 'mobile' : 'desktop'}.svg`,
        poster(film, mobile),
      );
      biggest = Math.max(biggest, size);
    }
  }
  const brandCount = writeBrandAssets(write);
  console.log(
    `Wrote ${FILMS.length * 2} posters (largest ${biggest} bytes) and ${brandCount} brand files.`,
  );
}

main();
