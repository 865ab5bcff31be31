import { z } from 'zod';
import { Name } from './auth';
import { LocaleSchema } from './locale';

/**
 * The signed-in user's own profile (issue 3 item 9). Names change here; the e-mail never does, and the
 * mobile number only through SMS verification (POST/PUT user/auth/phone-verify/), so a number that was
 * never confirmed cannot land in `phone_number` (SPEC.md §4 gates on it).
 */
export const PHONE_CHANGE_MESSAGE = 'Change your mobile number on the phone verification page.';
export const EMAIL_CHANGE_MESSAGE = 'Your e-mail cannot be changed here.';

export const ProfileUpdateRequest = z
  .object({
    first_name: Name('first name').optional(),
    last_name: Name('last name').optional(),
    /** The interface language (issue 16): the বাংলা/English switch keeps it here for a signed-in user. */
    language: LocaleSchema.optional(),
    // Named so that a client that sends them learns why nothing changed, instead of a silent drop.
    phone_number: z.undefined({ error: PHONE_CHANGE_MESSAGE }).optional(),
    email: z.undefined({ error: EMAIL_CHANGE_MESSAGE }).optional(),
  })
  .refine(
    (body) => body.first_name !== undefined || body.last_name !== undefined || body.language !== undefined,
    { message: 'Send a first_name, a last_name or a language to change.' },
  );
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

/**
 * Profile pictures (POST user/auth/profile/picture/, multipart). The server trusts only the decoded
 * content, never the file name or the declared type; the browser checks the same limits first so a wrong
 * file is refused before it is sent over mobile data.
 */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_MAX_MB = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Stored as a square WebP of this many pixels a side (the drawer shows 80 CSS px at up to 3x). */
export const PROFILE_PICTURE_SIZE = 256;
export const PROFILE_PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload.',
  type: 'Upload a JPEG, PNG or WebP image.',
  tooLarge: `This picture is larger than ${PROFILE_PICTURE_MAX_MB} MB. Choose a smaller one.`,
  tooManyPixels: 'This picture has too many pixels. Choose one under 40 megapixels.',
} as const;
