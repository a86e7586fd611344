/**
 * Whether a chosen file really is a jpeg or png picture, before it is previewed (a text file
 * renamed .png would show a broken image until saving). The signature is checked first, so
 * anything without a browser decoder (tests) still refuses a renamed file; then the browser
 * decodes it, which also catches a damaged picture.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

export async function isPictureFile(file: Blob): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
    if (!startsWith(head, PNG_SIGNATURE) && !startsWith(head, JPEG_SIGNATURE)) return false;
    if (typeof createImageBitmap !== 'function') return true;
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
