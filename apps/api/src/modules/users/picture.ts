import { PROFILE_PICTURE_MESSAGES, PROFILE_PICTURE_SIZE } from '@dokkho/contract/profile';
import { toSquareWebp } from '../../lib/square-image';

/**
 * The stored profile picture: a 256 x 256 WebP cropped to the most interesting square (faces, edges),
 * with no metadata (lib/square-image.ts).
 */
export function toProfilePicture(input: Buffer): Promise<Buffer> {
  return toSquareWebp(input, {
    size: PROFILE_PICTURE_SIZE,
    fit: 'cover',
    quality: 82,
    messages: {
      type: PROFILE_PICTURE_MESSAGES.type,
      tooManyPixels: PROFILE_PICTURE_MESSAGES.tooManyPixels,
      unreadable: 'This image could not be read. It may be damaged; try another one.',
    },
  });
}
