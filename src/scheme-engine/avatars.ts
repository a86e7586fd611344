/**
 * Avatars of other buyers: images loaded lazily (an <img>, never fetch), cropped to a circle
 * on a small canvas, cached by URL across halls; a failed image resolves to null and the
 * engine draws the atlas fallback instead.
 */
import { Texture } from 'pixi.js';

const SIZE = 64;
const cache = new Map<string, Promise<Texture | null>>();

/** Loads (once per URL) the circular avatar texture, or null when the image fails. */
export function loadAvatar(url: string): Promise<Texture | null> {
  let p = cache.get(url);
  if (!p) {
    p = new Promise<Texture | null>((resolve) => {
      const img = new Image();
      img.crossOrigin = 'anonymous';
      img.decoding = 'async';
      img.onload = () => resolve(circleTexture(img));
      img.onerror = () => resolve(null);
      img.src = url;
    });
    cache.set(url, p);
  }
  return p;
}

function circleTexture(img: HTMLImageElement): Texture | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.beginPath();
  ctx.arc(SIZE / 2, SIZE / 2, SIZE / 2 - 2, 0, Math.PI * 2);
  ctx.clip();
  const s = Math.min(img.naturalWidth, img.naturalHeight) || 1;
  ctx.drawImage(
    img,
    (img.naturalWidth - s) / 2,
    (img.naturalHeight - s) / 2,
    s,
    s,
    0,
    0,
    SIZE,
    SIZE,
  );
  return Texture.from(canvas);
}

/** Drops cached avatars (tests, or a host that knows the images changed). */
export function clearAvatarCache(): void {
  cache.clear();
}
