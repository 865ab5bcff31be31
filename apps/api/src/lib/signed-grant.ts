import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A signed, expiring grant to one object for one user, carried in a URL's path where no bearer token can
 * go (a `<video>`'s HLS segments, a download link): `<object>-<user>-<expiry>-<HMAC>`. The purpose is part
 * of what is signed, so a grant for one kind of object never opens another. Expiry is rounded to the hour:
 * the URL stays the same for an hour, and a browser's cache keeps working across reloads.
 */

const SHAPE = /^(\d{1,10})-(\d{1,10})-(\d{1,12})-([A-Za-z0-9_-]{22})$/;
const HOUR_SECONDS = 3600;

function signature(
  options: { secret: string; purpose: string },
  objectId: number,
  userId: number,
  expires: number,
) {
  return createHmac('sha256', options.secret)
    .update(`${options.purpose}:${objectId}:${userId}:${expires}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A grant valid for `hours` to `hours + 1` from now. */
export function signGrant(options: {
  secret: string;
  purpose: string;
  hours: number;
  objectId: number;
  userId: number;
  now?: Date | undefined;
}): string {
  const now = options.now ?? new Date();
  const expires = (Math.floor(now.getTime() / 1000 / HOUR_SECONDS) + options.hours) * HOUR_SECONDS;
  return `${options.objectId}-${options.userId}-${expires}-${signature(options, options.objectId, options.userId, expires)}`;
}

/** The object and user a grant names, or null when it is malformed, forged or expired. */
export function readGrant(
  options: { secret: string; purpose: string },
  grant: string,
  now = new Date(),
): { objectId: number; userId: number } | null {
  const match = SHAPE.exec(grant);
  if (!match) return null;
  const [objectId, userId, expires] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const expected = Buffer.from(signature(options, objectId, userId, expires));
  const given = Buffer.from(match[4]!);
  if (!timingSafeEqual(expected, given) || expires * 1000 < now.getTime()) return null;
  return { objectId, userId };
}
