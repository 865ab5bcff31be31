import { afterEach, describe, expect, it } from 'vitest';
import {
  AFFILIATE_ATTRIBUTION_KEY,
  clearAffiliateAttribution,
  readAffiliateAttribution,
  saveAffiliateAttribution,
} from './attribution';

afterEach(() => window.localStorage.clear());

const NOW = Date.parse('2026-12-01T00:00:00.000Z');

describe('affiliate attribution (kept for the checkout)', () => {
  it('keeps the last link followed under dokkho.affiliate until it expires', () => {
    saveAffiliateAttribution({ code: 'DEMO2026', course_id: 3, expires_at: '2026-12-20T00:00:00.000Z' });
    saveAffiliateAttribution({ code: 'AFFDEMO7', course_id: 12, expires_at: '2026-12-31T00:00:00.000Z' });
    expect(JSON.parse(window.localStorage.getItem(AFFILIATE_ATTRIBUTION_KEY)!)).toEqual({
      code: 'AFFDEMO7',
      course_id: 12,
      expires_at: '2026-12-31T00:00:00.000Z',
    });
    expect(readAffiliateAttribution(NOW)).toEqual({
      code: 'AFFDEMO7',
      course_id: 12,
      expires_at: '2026-12-31T00:00:00.000Z',
    });
    expect(readAffiliateAttribution(Date.parse('2026-12-31T00:00:00.000Z'))).toBeNull();
    clearAffiliateAttribution();
    expect(readAffiliateAttribution(NOW)).toBeNull();
  });

  it('ignores anything under the key that is not an attribution', () => {
    for (const junk of [
      'not json',
      '{"code":"X"}',
      '{"code":"X","course_id":0,"expires_at":"2027-01-01"}',
      'null',
    ]) {
      window.localStorage.setItem(AFFILIATE_ATTRIBUTION_KEY, junk);
      expect(readAffiliateAttribution(NOW)).toBeNull();
    }
  });
});
