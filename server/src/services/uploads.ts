import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_MAX_BYTES } from '@softkino/contract/user';

/** Photos are served here; the name is random, so the url is a capability, not a user id. */
export const UPLOADS_URL = '/uploads/';
/** What a stored name looks like; anything else is never read from disk. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png)$/;

export type ImageKind = 'jpg' | 'png';

/**
 * The image type by its first bytes, whatever the file name or the declared type says: a jpeg
 * starts FF D8 FF, a png with its 8-byte signature. Anything else is null.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

export type PhotoProblem = 'type' | 'size';

export function photoProblem(bytes: Buffer): PhotoProblem | null {
  if (bytes.length > PHOTO_MAX_BYTES) return 'size';
  return sniffImage(bytes) ? null : 'type';
}

/** Writes a checked photo under a random name and returns the name. */
export async function storePhoto(dir: string, bytes: Buffer): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) throw new Error('storePhoto: not an image');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return name;
}

/** Best effort: a file left behind is garbage, not an error the user should see. */
export async function removePhoto(dir: string, name: string | null): Promise<void> {
  if (name === null || !UPLOAD_NAME.test(name)) return;
  await unlink(join(dir, name)).catch(() => undefined);
}

export function photoUrl(name: string | null): string | null {
  return name === null ? null : `${UPLOADS_URL}${name}`;
}
