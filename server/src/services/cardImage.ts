import bwipjs from 'bwip-js/node';
import { BRAND } from '@softkino/contract/brand';
import { formatCardNumber, isCardNumber, percentLabel } from '@softkino/contract/card';

/**
 * v2/user/'s `card_img` (spec section 3): the buyer's card drawn as an SVG in a `data:` URL,
 * the card's face with the brand, the kind of card, its percent, the number and the EAN-13
 * barcode a cashier scans (drawn by bwip-js, which renders SVG in Node without a canvas).
 * Decision 253.
 */

const WIDTH = 640;
const HEIGHT = 404;
/** Drawn cards by number, kind and percent: the same card is not drawn again on every load. */
const drawn = new Map<string, string>();
const KEEP = 500;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The barcode's bars as an <svg> placed at x, y, w × h: EAN-13, or Code 128 for a number that is
 * not an EAN-13 (cards of tests and older data), so a picture never fails. The digits are drawn
 * as plain text under the bars by cardSvg: bwip-js's own text is a path per glyph, which would
 * make the picture five times larger.
 */
function bars(number: string, x: number, y: number, w: number, h: number): string {
  const svg = bwipjs.toSVG({
    bcid: isCardNumber(number) ? 'ean13' : 'code128',
    text: number,
    scale: 2,
    height: 14,
    includetext: false,
  });
  return svg.replace(
    /^<svg /,
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="none" `,
  );
}

export function cardSvg(card: { number: string; virtual: boolean; percents: number }): string {
  const kind = card.virtual ? 'Виртуальная бонусная карта' : 'Бонусная карта';
  const { accent, background } = BRAND.colors;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(`${kind} ${card.number}`)}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${background}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="28" fill="url(#g)"/>`,
    `<text x="36" y="66" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(BRAND.name)}</text>`,
    `<text x="36" y="102" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#fff" fill-opacity="0.85">${escapeXml(kind)}</text>`,
    `<text x="${WIDTH - 36}" y="70" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(percentLabel(card.percents))}</text>`,
    `<text x="${WIDTH - 36}" y="100" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="16" fill="#fff" fill-opacity="0.85">баллами с покупок</text>`,
    `<text x="36" y="170" font-family="'Courier New', monospace" font-size="34" letter-spacing="2" fill="#fff">${escapeXml(formatCardNumber(card.number))}</text>`,
    `<rect x="36" y="204" width="${WIDTH - 72}" height="168" rx="14" fill="#fff"/>`,
    bars(card.number, 120, 220, WIDTH - 240, 112),
    `<text x="${WIDTH / 2}" y="358" text-anchor="middle" font-family="'Courier New', monospace" font-size="22" letter-spacing="3" fill="#000">${escapeXml(card.number)}</text>`,
    '</svg>',
  ].join('');
}

/** The card's picture as a `data:image/svg+xml;base64,…` URL. */
export function cardImageUrl(card: { number: string; virtual: boolean; percents: number }): string {
  const key = `${card.number}:${card.virtual ? 1 : 0}:${card.percents}`;
  const cached = drawn.get(key);
  if (cached !== undefined) return cached;
  const url = `data:image/svg+xml;base64,${Buffer.from(cardSvg(card)).toString('base64')}`;
  if (drawn.size >= KEEP) drawn.delete(drawn.keys().next().value as string);
  drawn.set(key, url);
  return url;
}
