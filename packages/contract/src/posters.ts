/**
 * Poster addresses (docs/decisions/241). A poster is served under a name that carries its
 * content hash, `/static/media/posters/<name>.<hash>.<ext>`, cached for a year. A raster poster
 * (a photograph: JPEG or PNG) also has AVIF and WebP variants at the widths the playbill shows
 * it, `<name>.<hash>.<width>.<avif|webp>`, made once by the server and kept on disk; the
 * original stays the fallback. SVG posters scale and have no variants.
 */

export const POSTERS_PATH = '/static/media/posters/';

/** Variant formats the server makes of every raster poster. */
export const POSTER_FORMATS = ['avif', 'webp'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];

/**
 * Widths of the variants, 1x and 2x of where each poster is shown: the portrait poster is 108
 * CSS px wide in a phone's card (40 and 72 in the list), the landscape one half of the desktop
 * page (about 560 px).
 */
export const POSTER_WIDTHS = { mobile: [120, 240], desktop: [640, 1280] } as const;
export type PosterKind = keyof typeof POSTER_WIDTHS;

/** Every width the server makes (a request for another width is a 404). */
export const ALL_POSTER_WIDTHS: readonly number[] = [
  ...POSTER_WIDTHS.mobile,
  ...POSTER_WIDTHS.desktop,
];

/** `<name>.<hash>.<ext>`: a hash is 10 hex digits; raster originals are jpg, jpeg or png. */
const HASHED = /^(.*\/)?([a-z0-9-]+)\.([0-9a-f]{10})\.(jpg|jpeg|png)$/;

export interface PosterSource {
  type: `image/${PosterFormat}`;
  srcSet: string;
}

/**
 * The order a <picture> offers the formats in, per kind (decision 415, bench/posters.mjs): AVIF is
 * a quarter to a third smaller and takes 1.6-3 times as long to decode. The portrait posters are a
 * phone's, where the bytes on a slow network weigh more (about 2 KB against 1 ms a poster); the
 * landscape ones are a desktop's or a tablet's, where 13 ms of decoding a 1280-px poster outweighs
 * its 17 KB.
 */
export const POSTER_FORMAT_ORDER: Record<PosterKind, readonly PosterFormat[]> = {
  mobile: ['avif', 'webp'],
  desktop: ['webp', 'avif'],
};

/**
 * The <source> elements of a poster address for a <picture>, in the kind's format order: one
 * srcset per format with a width descriptor per variant. Empty for an SVG or an address without a
 * content hash (nothing to swap it for).
 */
export function posterSources(url: string, kind: PosterKind): PosterSource[] {
  const match = HASHED.exec(url);
  if (!match) return [];
  const stem = url.slice(0, url.length - (match[4]?.length ?? 0) - 1);
  return POSTER_FORMAT_ORDER[kind].map((format) => ({
    type: `image/${format}` as const,
    srcSet: POSTER_WIDTHS[kind].map((w) => `${stem}.${w}.${format} ${w}w`).join(', '),
  }));
}
