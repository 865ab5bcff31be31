import sharp from 'sharp';
import { PROFILE_PICTURE_MESSAGES, PROFILE_PICTURE_SIZE } from '@dokkho/contract/profile';
import { AppError } from '../../lib/app-error';

/** The decoded formats we take: what phones and cameras produce, and nothing exotic to decode. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A decompression-bomb guard: a 5 MB PNG can claim 30,000 x 30,000 pixels. 40 megapixels covers every
 * phone camera we know of.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns an upload into the stored profile picture: a 256 x 256 WebP, cropped to the most interesting
 * square (faces, edges), turned upright by its EXIF orientation, then stripped of every piece of metadata
 * (EXIF with GPS position, XMP, ICC: sharp writes none unless asked). The format is decided by decoding
 * the bytes; the file name and the declared type are never trusted.
 */
export async function toProfilePicture(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw AppError.badRequest(PROFILE_PICTURE_MESSAGES.type);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw AppError.badRequest(PROFILE_PICTURE_MESSAGES.type);
  if (pixels > MAX_INPUT_PIXELS) throw AppError.badRequest(PROFILE_PICTURE_MESSAGES.tooManyPixels);

  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, {
        fit: 'cover',
        position: sharp.strategy.attention,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file): the user's file.
    throw AppError.badRequest('This image could not be read. It may be damaged; try another one.');
  }
}
