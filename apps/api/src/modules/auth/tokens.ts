import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'dokkho';
const AUDIENCE = 'dokkho-api';
const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'access';

export interface TokenSettings {
  /** The HS256 key (AUTH_SECRET as bytes). */
  key: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

export function createTokenSettings(options: {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
}): TokenSettings {
  return {
    key: new TextEncoder().encode(options.secret),
    accessTtlSeconds: options.accessTtlSeconds,
    refreshTtlDays: options.refreshTtlDays,
  };
}

/** A short-lived access JWT (ARCHITECTURE.md: about 15 minutes); `typ` keeps other JWTs we may sign out. */
export function signAccessToken(settings: TokenSettings, userId: number): Promise<string> {
  return new SignJWT({ typ: ACCESS_TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTtlSeconds}s`)
    .sign(settings.key);
}

/**
 * The user id of a valid access token, or null. The algorithm is pinned (no `none`, no RS/HS confusion),
 * issuer, audience, expiry and type are checked (PROVIDERS.md "Security anchors").
 */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, settings.key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.typ !== ACCESS_TYPE || !/^[1-9]\d{0,9}$/.test(payload.sub ?? '')) return null;
    return Number(payload.sub);
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** An opaque token (refresh tokens, e-mailed links): 256 bits from the CSPRNG, URL-safe. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token. A fast hash suffices: the token has 256 bits of entropy. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const createRefreshToken = createOpaqueToken;
export const hashRefreshToken = hashOpaqueToken;
