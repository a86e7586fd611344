/**
 * Avatar pictures of other buyers, without the renderer: an image loaded lazily (an <img>,
 * never fetch), cropped to a circle on a small canvas, cached by URL across halls. A failed
 * image resolves to null and the scene draws the fallback look instead.
 */
const SIZE = 64;
const cache = new Map<string, Promise<HTMLCanvasElement | null>>();

/** Loads (once per URL) the circular avatar picture, or null when the image fails. */
export function loadAvatarCanvas(url: string): Promise<HTMLCanvasElement | null> {
  let p = cache.get(url);
  if (!p) {
    p = new Promise<HTMLCanvasElement | null>((resolve) => {
      const img = new Image();
      img.crossOrigin = 'anonymous';
      img.decoding = 'async';
      img.onload = () => resolve(circleCanvas(img));
      img.onerror = () => resolve(null);
      img.src = url;
    });
    cache.set(url, p);
  }
  return p;
}

function circleCanvas(img: HTMLImageElement): HTMLCanvasElement | null {
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
  return canvas;
}
