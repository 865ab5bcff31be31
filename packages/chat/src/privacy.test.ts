// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeCourse, formatDuration } from './compose';
import { systemPrompt } from './llm';
import { hashIp, maskSecrets } from './privacy';
import type { CourseRow, OfferRow } from './repository';
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
  it('writes durations in both languages', () => {
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(458, 'en')).toBe('7 h 38 min');
    expect(formatDuration(458, 'bn')).toBe('7 ঘণ্টা 38 মিনিট');
  });

  it('quotes a course with the running offer at the price checkout charges (the one pricing chain)', () => {
    const course: CourseRow = {
      id: 12,
      kind: 'course',
      title: 'Excel',
      titleBn: null,
      subtitle: '',
      tags: [],
      genre: 'office',
      level: 'Beginner',
      language: 'bn',
      durationMinutes: 120,
      lessonsCount: 10,
      price: 12_345_600,
      salePrice: 499_900,
      instructor: 'Rahim',
      nextLiveAt: null,
      memberCount: 0,
      rank: 1,
      similarities: [],
    };
    const offer = (id: number, amount: number): OfferRow => ({
      id,
      campaign: 'sales',
      title: `Offer ${id}`,
      description: '',
      kind: 'percent',
      amount,
      endsAt: new Date('2026-12-05T12:00:00Z'),
      appliesToAll: true,
    });
    // The largest discount wins, ties to the lower id; 25% of ৳4,999 leaves ৳3,750 (never ৳3,749.25), and
    // the regular price is grouped in lakhs.
    const text = describeCourse(course, [offer(2, 10), offer(3, 25), offer(1, 25)], 'en');
    expect(text).toContain('৳4,999 (regular price ৳1,23,456)');
    expect(text).toContain('with the running offer "Offer 1" it is ৳3,750 at checkout until 5 Dec 2026');
    expect(describeCourse({ ...course, salePrice: null, price: 0 }, [offer(1, 25)], 'en')).not.toContain(
      'running offer',
    );
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
