import { COMPANY_LOGO_MESSAGES, COMPANY_LOGO_SIZE } from '@dokkho/contract/jobs';
import { toSquareWebp } from '../../lib/square-image';

/** The stored company logo: a 256 x 256 WebP with the whole logo fitted inside (never cropped). */
export function toCompanyLogo(input: Buffer): Promise<Buffer> {
  return toSquareWebp(input, {
    size: COMPANY_LOGO_SIZE,
    fit: 'contain',
    quality: 90,
    messages: COMPANY_LOGO_MESSAGES,
  });
}
