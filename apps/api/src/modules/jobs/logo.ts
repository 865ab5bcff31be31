import sharp from 'sharp';
import { COMPANY_LOGO_MESSAGES, COMPANY_LOGO_SIZE } from '@dokkho/contract/jobs';
import { AppError } from '../../lib/app-error';
import { MAX_INPUT_PIXELS } from '../users/picture';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Turns an upload into the stored company logo: a 256 x 256 WebP with the whole logo fitted inside on a
 * transparent background (a logo must never be cropped), upright by its EXIF orientation, with no
 * metadata. The format is decided by decoding the bytes, as for profile pictures (users/picture.ts).
 */
export async function toCompanyLogo(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw AppError.badRequest(COMPANY_LOGO_MESSAGES.type);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw AppError.badRequest(COMPANY_LOGO_MESSAGES.type);
  if (pixels > MAX_INPUT_PIXELS) throw AppError.badRequest(COMPANY_LOGO_MESSAGES.tooManyPixels);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(COMPANY_LOGO_SIZE, COMPANY_LOGO_SIZE, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(COMPANY_LOGO_MESSAGES.unreadable);
  }
}
