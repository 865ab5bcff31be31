import { z } from 'zod';

/** Who Google says signed in: what our sign-in needs, nothing more. */
export interface GoogleIdentity {
  /** Google's stable account id; e-mail addresses can change hands, this never does. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /** The display name, for accounts without separate given and family names. */
  name: string | null;
  picture: string | null;
}

/**
 * Google refused the token, or it was not meant for us: the user's sign-in failed and trying again (a new
 * token) is the way forward.
 */
export class GoogleTokenError extends Error {
  override readonly name = 'GoogleTokenError';
  constructor(
    readonly reason: 'invalid' | 'expired' | 'audience' | 'no_email',
    message: string,
  ) {
    super(message);
  }
}

/** Google did not answer usefully (network, timeout, 5xx, a body that is not Google's): not the user's fault. */
export class GoogleUnavailableError extends Error {
  override readonly name = 'GoogleUnavailableError';
}

/** The Google sign-in adapter (ARCHITECTURE.md "Outside providers"). */
export interface GoogleVerifier {
  /**
   * Checks an OAuth 2.0 access token with Google and returns the identity behind it. Throws
   * GoogleTokenError for a token that is invalid, expired, issued to another app or without an e-mail,
   * and GoogleUnavailableError when Google cannot be asked.
   */
  verifyGoogleAccessToken(accessToken: string): Promise<GoogleIdentity>;
}

export interface GoogleVerifierOptions {
  /** The OAuth client ids whose tokens we accept. */
  clientIds: readonly string[];
  tokeninfoUrl: string;
  userinfoUrl: string;
  /** Per call to Google: a sign-in waits for both, so a stalled Google must cost seconds, not minutes. */
  timeoutMs?: number;
}

export const GOOGLE_TIMEOUT_MS = 5_000;

/** tokeninfo's answer: every value is a string (PROVIDERS.md), `exp` in Unix seconds. */
const TokenInfo = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.unknown().optional(),
  exp: z.string().regex(/^\d+$/).optional(),
  expires_in: z
    .string()
    .regex(/^-?\d+$/)
    .optional(),
  scope: z.string().optional(),
});

/** The OpenID Connect userinfo answer (here `email_verified` is a JSON boolean). */
const UserInfo = z.object({
  sub: z.string().min(1),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

const ERROR_BODY = z.object({ error: z.string().optional() }).loose();

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The real adapter: speaks Google's token endpoints exactly as PROVIDERS.md "Google sign-in with an access
 * token" describes. tokeninfo first, because only it names the audience; userinfo second, for the names.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const timeoutMs = options.timeoutMs ?? GOOGLE_TIMEOUT_MS;
  const accepted = new Set(options.clientIds);

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch (error) {
      throw new GoogleUnavailableError(`Google ${what} did not answer: ${String(error)}`, { cause: error });
    }
  }

  async function tokenInfo(accessToken: string) {
    // POST with the token in the Authorization header (as google-auth-library does), not in the query
    // string: URLs end up in proxy and access logs, headers do not.
    const response = await call(
      options.tokeninfoUrl,
      { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      'tokeninfo',
    );
    const body = await readJson(response);
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      // 400 {"error":"invalid_token"}: unknown, revoked or expired.
      const error = ERROR_BODY.safeParse(body).data?.error ?? `status ${response.status}`;
      throw new GoogleTokenError('invalid', `Google refused the token (${error})`);
    }
    if (!response.ok) throw new GoogleUnavailableError(`Google tokeninfo answered ${response.status}`);
    const parsed = TokenInfo.safeParse(body);
    if (!parsed.success) throw new GoogleUnavailableError('Google tokeninfo answered something unexpected');
    return parsed.data;
  }

  async function userInfo(accessToken: string) {
    const response = await call(
      options.userinfoUrl,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      'userinfo',
    );
    const body = await readJson(response);
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      // Revoked between the two calls, or a token without the scopes userinfo needs.
      throw new GoogleTokenError('invalid', `Google userinfo refused the token (status ${response.status})`);
    }
    if (!response.ok) throw new GoogleUnavailableError(`Google userinfo answered ${response.status}`);
    const parsed = UserInfo.safeParse(body);
    if (!parsed.success) throw new GoogleUnavailableError('Google userinfo answered something unexpected');
    return parsed.data;
  }

  return {
    async verifyGoogleAccessToken(accessToken) {
      const info = await tokenInfo(accessToken);
      // The confused deputy: a token another app obtained for the same person would otherwise sign in
      // here. `aud` is the client the token was issued to; `azp` the authorised party (both are our client
      // id for the web app's tokens).
      const audienceOk = [info.aud, info.azp].some((id) => id !== undefined && accepted.has(id));
      if (!audienceOk) throw new GoogleTokenError('audience', 'The token was issued to another app');

      const nowSeconds = Date.now() / 1000;
      const expired =
        info.exp !== undefined
          ? Number(info.exp) <= nowSeconds
          : info.expires_in !== undefined
            ? Number(info.expires_in) <= 0
            : true;
      if (expired) throw new GoogleTokenError('expired', 'The token has expired');

      const email = nonEmpty(info.email);
      if (!email) throw new GoogleTokenError('no_email', 'The token does not carry the e-mail scope');

      const profile = await userInfo(accessToken);
      if (profile.sub !== info.sub) throw new GoogleTokenError('invalid', 'userinfo names another account');

      return {
        sub: info.sub,
        email,
        // A string in tokeninfo (PROVIDERS.md): only the exact "true" counts.
        emailVerified: info.email_verified === 'true',
        givenName: nonEmpty(profile.given_name),
        familyName: nonEmpty(profile.family_name),
        name: nonEmpty(profile.name),
        picture: nonEmpty(profile.picture),
      };
    },
  };
}
