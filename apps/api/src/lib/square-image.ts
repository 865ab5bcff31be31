import sharp from 'sharp';
import { AppError } from './app-error';

/** The decoded formats we take: what phones and cameras produce, and nothing exotic to decode. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A decompression-bomb guard: a 5 MB PNG can claim 30,000 x 30,000 pixels. 40 megapixels covers every
 * phone camera we know of.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface SquareImageOptions {
  size: number;
  /** A wide image instead of a square (a course thumbnail is 16:9): its height; the width is `size`. */
  height?: number;
  /**
   * `cover`: cropped to the most interesting square (faces, edges), for photos; `contain`: the whole image
   * fitted inside on a transparent background, for logos, which must never be cropped.
   */
  fit: 'cover' | 'contain';
  quality: number;
  /** What the uploader reads when the file is not an image we take, too large, or damaged. */
  messages: { type: string; tooManyPixels: string; unreadable: string };
}

/**
 * Turns an upload into a square WebP, upright by its EXIF orientation and stripped of every piece of
 * metadata (EXIF with GPS position, XMP, ICC: sharp writes none unless asked). The format is decided by
 * decoding the bytes; the file name and the declared type are never trusted. Every failure is the
 * uploader's file, so it is a 400 with a message, never a 500.
 */
export async function toSquareWebp(input: Buffer, options: SquareImageOptions): Promise<Buffer> {
  const { messages } = options;
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw AppError.badRequest(messages.type);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw AppError.badRequest(messages.type);
  if (pixels > MAX_INPUT_PIXELS) throw AppError.badRequest(messages.tooManyPixels);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(
        options.size,
        options.height ?? options.size,
        options.fit === 'cover'
          ? { fit: 'cover', position: sharp.strategy.attention }
          : { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } },
      )
      .webp({ quality: options.quality })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw AppError.badRequest(messages.unreadable);
  }
}
