/**
 * Avatar textures for the WebGL scene: the circular pictures of avatarImage.ts as pixi
 * textures, one per URL, cached across halls; null when the image failed.
 */
import { Texture } from 'pixi.js';
import { loadAvatarCanvas } from '../avatarImage';

const cache = new Map<string, Promise<Texture | null>>();

/** Loads (once per URL) the circular avatar texture, or null when the image fails. */
export function loadAvatar(url: string): Promise<Texture | null> {
  let p = cache.get(url);
  if (!p) {
    p = loadAvatarCanvas(url).then((canvas) => (canvas ? Texture.from(canvas) : null));
    cache.set(url, p);
  }
  return p;
}
