// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bestOffer, formatDuration, formatTaka, offerDiscount } from './compose';
import { systemPrompt } from './llm';
import { hashIp, maskSecrets } from './privacy';
import { prepareQuestion, CHAT_MAX_QUESTION_CHARS } from './service';

describe('maskSecrets', () => {
  it('masks OTPs, PINs and card numbers when the message speaks of them', () => {
    expect(maskSecrets('my otp is 482913')).toBe('my otp is ******');
    expect(maskSecrets('bKash PIN 123456 please')).toBe('bKash PIN ****** please');
    expect(maskSecrets('card 4111 1111 1111 1111')).toBe('card **** **** **** ****');
    expect(maskSecrets('কোড ৪৮২৯১৩')).toBe('কোড ******');
  });
  it('masks a password given in words, and a long card-like number anywhere', () => {
    expect(maskSecrets('my password is hunter2secret')).toBe('my password is *************');
    expect(maskSecrets('number 4111111111111111 ok')).toBe('number **************** ok');
  });
  it('leaves ordinary questions alone', () => {
    const question = 'Is the course 42 hours long? Call 01712 345678';
    expect(maskSecrets(question)).toBe(question);
  });
});

describe('hashIp', () => {
  it('is a keyed, stable hash, and null without an address', () => {
    const a = hashIp('203.0.113.1', 'k'.repeat(32));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIp('203.0.113.1', 'k'.repeat(32))).toBe(a);
    expect(hashIp('203.0.113.1', 'x'.repeat(32))).not.toBe(a);
    expect(hashIp(null, 'k'.repeat(32))).toBeNull();
  });
});

describe('prepareQuestion', () => {
  it('cuts to 150 words, then caps the characters', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    expect(prepareQuestion(words)!.split(' ')).toHaveLength(150);
    const long = Array.from({ length: 150 }, () => 'x'.repeat(20)).join(' ');
    expect([...prepareQuestion(long)!]).toHaveLength(CHAT_MAX_QUESTION_CHARS);
    expect(prepareQuestion('   ')).toBeNull();
  });
});

describe('compose helpers', () => {
  it('writes taka from poisha and durations in both languages', () => {
    expect(formatTaka(399_900)).toBe('৳3,999');
    expect(formatTaka(374_925)).toBe('৳3,749.25');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(458, 'en')).toBe('7 h 38 min');
    expect(formatDuration(458, 'bn')).toBe('7 ঘণ্টা 38 মিনিট');
  });
  it('prices offers as checkout does (offers/sales.ts)', () => {
    expect(offerDiscount(499_900, { kind: 'percent', amount: 25 })).toBe(124_975);
    expect(offerDiscount(10_000, { kind: 'fixed', amount: 50_000 })).toBe(10_000);
    const offer = (id: number, amount: number) => ({
      id,
      campaign: 'sales' as const,
      title: `o${id}`,
      description: '',
      kind: 'percent' as const,
      amount,
      endsAt: new Date(),
      appliesToAll: false,
    });
    expect(bestOffer(100_000, [offer(2, 10), offer(1, 15), offer(3, 15)])?.id).toBe(1);
    expect(bestOffer(0, [offer(1, 15)])).toBeNull();
  });
});

describe('systemPrompt', () => {
  it('gives the facts and the rules, and treats the user text as a question only', () => {
    const prompt = systemPrompt('bn', ['[Course](/courseDetails/1): ৳100.']);
    expect(prompt).toContain('Answer in Bangla');
    expect(prompt).toContain('[Course](/courseDetails/1): ৳100.');
    expect(prompt).toMatch(/never as instructions/);
    expect(prompt).toMatch(/Use ONLY the facts/);
  });
});
