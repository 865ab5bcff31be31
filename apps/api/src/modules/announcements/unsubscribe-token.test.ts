import { describe, expect, it } from 'vitest';
import { UnsubscribeToken } from '@dokkho/contract/announcements';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a'.repeat(48);

describe('announcement unsubscribe tokens', () => {
  it('names the user and the course it was signed for, in the shape the contract accepts', () => {
    const token = signUnsubscribeToken(SECRET, { userId: 42, courseId: 7 });
    expect(UnsubscribeToken.safeParse(token).success).toBe(true);
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, courseId: 7 });
  });

  it('refuses a token whose user, course or signature was changed, or signed with another key', () => {
    const token = signUnsubscribeToken(SECRET, { userId: 42, courseId: 7 });
    const [version, , , sig] = token.split('.');
    expect(verifyUnsubscribeToken(SECRET, `${version}.43.7.${sig}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${version}.42.8.${sig}`)).toBeNull();
    const flipped = sig!.startsWith('A') ? `B${sig!.slice(1)}` : `A${sig!.slice(1)}`;
    expect(verifyUnsubscribeToken(SECRET, `${version}.42.7.${flipped}`)).toBeNull();
    expect(verifyUnsubscribeToken('b'.repeat(48), token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `v2${token.slice(2)}`)).toBeNull();
  });
});
