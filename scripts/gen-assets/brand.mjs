/**
 * The chain's identity: the СофтКино armchair mark, the header logo, the favicon and one
 * square logo per cinema (the mark over the cinema's short name).
 */
import { esc, fitLines, fmt, FONTS } from './util.mjs';

const ACCENT = '#ff5a36';
const HEADER_BG = '#0e0f13';

/** The soft armchair with a play sign on its back, drawn in a 48x48 box. */
export function mark(color = ACCENT) {
  return [
    `<rect x="3" y="18" width="11" height="21" rx="5.5" fill="${color}"/>`,
    `<rect x="34" y="18" width="11" height="21" rx="5.5" fill="${color}"/>`,
    `<rect x="10" y="5" width="28" height="26" rx="9" fill="${color}"/>`,
    `<rect x="10" y="27" width="28" height="12" rx="5" fill="#ffb199"/>`,
    '<path d="M21 11.5v11l9-5.5Z" fill="#ffffff"/>',
    `<path d="M9 39v5M39 39v5" stroke="${color}" stroke-width="3.5" stroke-linecap="round"/>`,
  ].join('');
}

function logo() {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 236 56" width="236" height="56" role="img" aria-label="СофтКино">' +
    '<title>СофтКино</title>' +
    `<g transform="translate(4 4)">${mark()}</g>` +
    `<text x="62" y="38" font-family="${FONTS.round}" font-size="30" font-weight="700" letter-spacing="0.5"><tspan fill="#f4f4f6">Софт</tspan><tspan fill="${ACCENT}">Кино</tspan></text>` +
    '</svg>\n'
  );
}

function favicon() {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64" rx="14" fill="${HEADER_BG}"/>` +
    `<g transform="translate(6 6) scale(1.08)">${mark()}</g>` +
    '</svg>\n'
  );
}

/** Cinemas of the demo chain: slug, short name and a city colour so the tiles differ. */
export const CINEMA_LOGOS = [
  ['chel-galereya', 'Галерея', '#ff5a36'],
  ['chel-almaz', 'Алмаз', '#ff5a36'],
  ['chel-gorki', 'Горки', '#ff5a36'],
  ['ekb-grinvich', 'Гринвич', '#4fb3ff'],
  ['ekb-passage', 'Пассаж', '#4fb3ff'],
  ['mgn-kontinent', 'Континент', '#ffc857'],
  ['msk-khimki', 'Химки', '#b084ff'],
  ['ntagil-city', 'Тагил Сити', '#4fdc9a'],
  ['samara-kosmoport', 'Космопорт', '#ff6fa8'],
  ['ufa-planeta', 'Планета', '#5ff0e0'],
  ['perm-planeta', 'Планета Пермь', '#ffa24f'],
];

/** One line if the name fits at a readable size, else two smaller lines. */
function fitName(name) {
  const opts = { maxWidth: 168, minSize: 20, font: 'sans', spacing: 0.02 };
  try {
    return fitLines(name, { ...opts, maxSize: 30, maxLines: 1 });
  } catch {
    return fitLines(name, { ...opts, maxSize: 26, minSize: 14, maxLines: 2 });
  }
}

function cinemaLogo(name, color) {
  const { lines, size } = fitName(name.toUpperCase());
  const first = lines.length === 1 ? 138 : 126;
  const spans = lines
    .map((line, i) => `<tspan x="100" y="${fmt(first + i * size * 1.12)}">${esc(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="СофтКино ${esc(name)}">` +
    `<title>СофтКино ${esc(name)}</title>` +
    `<rect width="200" height="200" rx="28" fill="#181a21"/>` +
    `<g transform="translate(70 16) scale(1.25)">${mark()}</g>` +
    `<rect x="24" y="90" width="152" height="2" rx="1" fill="${color}" opacity="0.7"/>` +
    `<text font-family="${FONTS.sans}" font-size="${size}" font-weight="800" letter-spacing="${fmt(size * 0.02)}" fill="#f4f4f6" text-anchor="middle">${spans}</text>` +
    `<text x="100" y="182" font-family="${FONTS.sans}" font-size="11" font-weight="700" letter-spacing="3" fill="${color}" text-anchor="middle">СОФТКИНО</text>` +
    '</svg>\n'
  );
}

/** Writes every brand file through write(relativePath, text); returns how many. */
export function writeBrandAssets(write) {
  write('logo.svg', logo());
  write('favicon.svg', favicon());
  for (const [slug, name, color] of CINEMA_LOGOS)
    write(`logos/${slug}.svg`, cinemaLogo(name, color));
  return 2 + CINEMA_LOGOS.length;
}
