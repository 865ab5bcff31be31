import { z } from 'zod';
import { LocaleSchema } from './locale';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';

/** Roles (SPEC.md §6, ARCHITECTURE.md): every user is a learner; staff are admins. */
export const ROLES = ['learner', 'job_seeker', 'recruiter', 'instructor', 'affiliate', 'staff'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** SPEC.md §5: the exact messages of the login dialog. */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Please enter your email/username',
  passwordRequired: 'Please enter your password',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** A digit as people in Bangladesh type them: ASCII or Bangla (০-৯); `\d` alone is ASCII only. */
const DIGIT = /[0-9\u09E6-\u09EF]/u;

/**
 * The password rule, shared by the sign-up, reset and change forms and the server: long enough, letters
 * and digits. The server also refuses common passwords (apps/api/src/modules/auth/common-passwords.ts).
 */
export const Password = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Use at most 128 characters')
  .refine((value) => /\p{L}/u.test(value) && DIGIT.test(value), 'Use both letters and numbers');

export const Username = z
  .string({ error: 'Choose a username' })
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(30, 'Use at most 30 characters')
  .regex(/^[A-Za-z0-9_.]+$/, 'Use only letters, numbers, dots and underscores');

export const Email = z
  .string({ error: 'Enter your e-mail' })
  .trim()
  .max(254, 'This e-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/** A Bangladeshi mobile number, normalised to +8801XXXXXXXXX. */
export const BdPhone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const phone = normaliseBdPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

export const Name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(50, `Your ${label} can be at most 50 characters`);

export const RegisterRequest = z
  .object({
    first_name: Name('first name'),
    last_name: Name('last name'),
    email: Email,
    username: Username,
    password: Password,
    // Optional; an empty field means none. One transform (not a union) so a wrong number gets the
    // Bangladeshi-number message rather than zod's generic union error.
    phone_number: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const phone = normaliseBdPhone(value);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: BD_PHONE_MESSAGE });
          return z.NEVER;
        }
        return phone;
      }),
  })
  .refine((body) => body.password.toLowerCase() !== body.username.toLowerCase(), {
    message: 'Your password cannot be your username',
    path: ['password'],
  });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** SPEC.md §3: `username` is a username or an e-mail. */
export const LoginRequest = z.object({
  username: z
    .string({ error: LOGIN_MESSAGES.usernameRequired })
    .trim()
    .min(1, LOGIN_MESSAGES.usernameRequired)
    .max(254, 'Use at most 254 characters'),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(128, 'Use at most 128 characters'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The signed-in user as every client sees it (ARCHITECTURE.md core shapes; SPEC.md §3). */
export const AuthUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  profile_picture: z.string().nullable(),
  email_confirmed: z.boolean(),
  /** SPEC.md §3 names the same fact `emailVerified` on the profile. */
  emailVerified: z.boolean(),
  phone_number: z.string().nullable(),
  roles: z.array(Role),
  /** The interface language the user chose; null until they choose (the browser's then decides). */
  language: LocaleSchema.nullable(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const LoginResponse = z.object({
  user: AuthUser,
  access: z.string(),
  refresh: z.string(),
  new_user: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The refresh token comes in the body (non-browser clients) or the httpOnly cookie (the web app). */
export const RefreshRequest = z.object({ refresh: z.string().min(1).max(512).optional() });
export const RefreshResponse = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** No body at all is fine too: the web app sends only the cookie (Fastify passes a missing body as null). */
export const RefreshBody = RefreshRequest.nullish();

export const LogoutRequest = z.object({ refresh: z.string().min(1).max(512).optional() });
/** Like the refresh: the body, or nothing and the cookie. */
export const LogoutBody = LogoutRequest.nullish();
export const DetailResponse = z.object({ detail: z.string() });

/**
 * E-mail verification (SPEC.md §7: POST resends, PUT confirms). The link in the e-mail is
 * `/log_reg/activate/{uidb64}/{token}`: uidb64 is the user id in URL-safe base64, the token is single-use,
 * expiring and stored only as a hash.
 */
export const EmailVerifyConfirmRequest = z.object({
  uidb64: z
    .string({ error: 'This activation link is incomplete' })
    .trim()
    .min(1, 'This activation link is incomplete')
    .max(64, 'This activation link is not valid'),
  token: z
    .string({ error: 'This activation link is incomplete' })
    .trim()
    .min(1, 'This activation link is incomplete')
    .max(256, 'This activation link is not valid'),
});
export type EmailVerifyConfirmRequest = z.infer<typeof EmailVerifyConfirmRequest>;

export const EmailVerifyConfirmResponse = z.object({ detail: z.string(), user: AuthUser });
export type EmailVerifyConfirmResponse = z.infer<typeof EmailVerifyConfirmResponse>;

/** The resend answer: always the same sentence, plus when another resend is allowed. */
export const EmailVerifyResendResponse = z.object({
  detail: z.string(),
  retry_after_seconds: z.number().int().nonnegative(),
});
export type EmailVerifyResendResponse = z.infer<typeof EmailVerifyResendResponse>;

/**
 * Password reset (SPEC.md §7: POST asks for the e-mail, PUT sets the new password). The e-mail links to
 * `/reset-password/?uid={uidb64}&token={token}` (also served at /log_reg/reset-password). The answer to
 * POST never says whether the e-mail has an account.
 */
export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordResetConfirmRequest = z.object({
  uidb64: z
    .string({ error: 'This reset link is incomplete' })
    .trim()
    .min(1, 'This reset link is incomplete')
    .max(64, 'This reset link is not valid'),
  token: z
    .string({ error: 'This reset link is incomplete' })
    .trim()
    .min(1, 'This reset link is incomplete')
    .max(256, 'This reset link is not valid'),
  password: Password,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/**
 * Google sign-in (SPEC.md §3: "Google login request: access_token"). The token is the OAuth 2.0 access
 * token the browser got from Google's consent screen; the server checks it with Google (audience, expiry,
 * verified e-mail) before it trusts anything in it. The answer is LoginResponse, `new_user: true` when the
 * account was created by this sign-in.
 */
export const GOOGLE_LOGIN_MESSAGES = {
  tokenMissing: 'Google did not send a sign-in token. Please try again.',
} as const;

export const GoogleLoginRequest = z.object({
  access_token: z
    .string({ error: GOOGLE_LOGIN_MESSAGES.tokenMissing })
    .trim()
    .min(1, GOOGLE_LOGIN_MESSAGES.tokenMissing)
    // Google documents up to 2048 bytes for its tokens; anything longer is not one.
    .max(2048, 'This Google sign-in token is not valid. Please try again.'),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;
