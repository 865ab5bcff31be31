import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The unsubscribe link of an announcement e-mail (issue 17 item 7) works without signing in: the token
 * itself says who and which course, signed with a key derived from AUTH_SECRET (the key of every signed
 * link; ADR 040). It does not expire: an old e-mail's link must keep working (RFC 8058 asks for that), and
 * all it can do is switch one course's announcement e-mails off or back on for one person.
 */

const VERSION = 'v1';

/** A key for this purpose only, so a token of another kind can never pass for this one. */
const purposeKey = (secret: string) =>
  createHmac('sha256', secret).update('dokkho announcement unsubscribe').digest();

const signature = (secret: string, userId: number, courseId: number) =>
  createHmac('sha256', purposeKey(secret)).update(`${VERSION}:${userId}:${courseId}`).digest('base64url');

export function signUnsubscribeToken(secret: string, input: { userId: number; courseId: number }): string {
  return `${VERSION}.${input.userId}.${input.courseId}.${signature(secret, input.userId, input.courseId)}`;
}

/** Who and which course a token names, or null when it was not signed by us (tampered, truncated). */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; courseId: number } | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const userId = Number(parts[1]);
  const courseId = Number(parts[2]);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(courseId) || userId < 1 || courseId < 1)
    return null;
  const expected = Buffer.from(signature(secret, userId, courseId));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, courseId };
}
