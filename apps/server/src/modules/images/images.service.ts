import type { UploadedImage } from '@matchday/contracts';
import sharp from 'sharp';
import { ensureSignedIn } from '../../core/access.ts';
import type { RequestContext } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { generateStorageKey, type Storage } from '../../plugins/storage.ts';

/** Largest side of a stored image: enough for a banner on a wide screen, small enough for a phone. */
export const MAX_IMAGE_SIDE = 1024;
/** Upload size limit (bytes); bigger bodies are a 413 problem before any decoding. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Raster formats we decode. SVG is refused on purpose: it can carry scripts. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

/**
 * Stores an uploaded image as WebP: the type is read from the content (sharp metadata), never from the file
 * name or the declared type; the image is turned upright and shrunk to at most 1024 px on its longest side.
 * Answers the media id (`images/<key>.webp`, relative to the storage bucket).
 */
export async function storeImage(
  ctx: RequestContext,
  storage: Storage,
  bytes: Buffer,
): Promise<UploadedImage> {
  ensureSignedIn(ctx);
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw AppError.invalid('image.type_not_supported', 'Upload a JPEG, PNG, WebP, GIF or AVIF image.', [
      { field: 'body.file', message: 'Not a supported image' },
    ]);
  }
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const id = await storage.put(generateStorageKey('images'), data, 'image/webp');
  return { id, width: info.width, height: info.height, size: info.size, contentType: 'image/webp' };
}
