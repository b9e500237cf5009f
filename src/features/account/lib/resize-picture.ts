import { updateCurrentUserBodyProfilePicMax } from '@shared/api/generated/zod/users/users.zod';

/** The side of a stored profile picture in pixels (the header shows it at 32, the form at 96). */
export const PICTURE_SIZE = 256;

/** Files above this are refused before decoding (a phone photo is a few MB). */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/**
 * Turns any image file into a small square picture as a data URL: the centre square, scaled down
 * to at most 256 px, re-encoded as WebP (JPEG where the browser cannot encode WebP). Stored as a
 * data URL it passes the Content-Security-Policy (`img-src 'self' data:`), which an https address
 * never would, and stays far below the contract's limit (a 256 px WebP is about 10–30 kB).
 * createImageBitmap decodes the file without a blob: URL, which that policy would also block.
 */
export async function resizePicture(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(PICTURE_SIZE, side);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    for (const type of ['image/webp', 'image/jpeg']) {
      const url = canvas.toDataURL(type, quality);
      // toDataURL falls back to PNG for a type it cannot encode.
      if (url.startsWith(`data:${type};`) && url.length <= updateCurrentUserBodyProfilePicMax) return url;
    }
  }
  throw new Error('picture too large after resizing');
}
