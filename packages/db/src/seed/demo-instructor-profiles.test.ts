import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_INSTRUCTORS } from './demo-data';
import { DEMO_INSTRUCTOR_PROFILES } from './demo-instructor-profiles';

const BENGALI = /[\u0980-\u09ff]/;

describe('the demo instructors’ profiles (issue 17 item 1)', () => {
  it('covers every catalog instructor and the instructor demo account', () => {
    const usernames = [
      ...DEMO_INSTRUCTORS.map((i) => i.username),
      ...DEMO_ACCOUNTS.filter((a) => a.username === 'instructor').map((a) => a.username),
    ];
    expect(usernames).toHaveLength(DEMO_INSTRUCTORS.length + 1);
    expect(Object.keys(DEMO_INSTRUCTOR_PROFILES).sort()).toEqual([...usernames].sort());
  });

  it('writes the Bangla headline and bio in Bangla, within the profile form’s limits', () => {
    for (const [username, profile] of Object.entries(DEMO_INSTRUCTOR_PROFILES)) {
      expect(profile.headlineBn, username).toMatch(BENGALI);
      expect(profile.bioBn, username).toMatch(BENGALI);
      expect(profile.headlineBn.length, username).toBeLessThanOrEqual(120);
      expect(profile.bioBn.length, username).toBeGreaterThanOrEqual(30);
      expect(profile.bioBn.length, username).toBeLessThanOrEqual(2000);
      expect(profile.achievements.length + profile.education.length, username).toBeGreaterThan(1);
      expect(profile.achievements.length, username).toBeLessThanOrEqual(20);
    }
  });

  it('keeps years sensible and links on https and their own site', () => {
    for (const [username, profile] of Object.entries(DEMO_INSTRUCTOR_PROFILES)) {
      for (const entry of profile.education) {
        if (entry.startYear !== null && entry.endYear !== null) {
          expect(entry.endYear, username).toBeGreaterThanOrEqual(entry.startYear);
        }
      }
      for (const entry of profile.achievements) {
        if (entry.year !== null) expect(entry.year, username).toBeLessThanOrEqual(2026);
        if (entry.url) expect(entry.url, username).toMatch(/^https:\/\//);
      }
      if (profile.linkedinUrl) expect(new URL(profile.linkedinUrl).hostname).toMatch(/(^|\.)linkedin\.com$/);
      if (profile.facebookUrl) expect(new URL(profile.facebookUrl).hostname).toMatch(/(^|\.)facebook\.com$/);
      if (profile.youtubeUrl) expect(new URL(profile.youtubeUrl).hostname).toMatch(/(^|\.)youtube\.com$/);
    }
  });

  it('has instructors who wrote their achievements and education in Bangla, and ones in English', () => {
    const lists = Object.values(DEMO_INSTRUCTOR_PROFILES).map((profile) =>
      [...profile.achievements.map((a) => a.title), ...profile.education.map((e) => e.degree)].join(' '),
    );
    expect(lists.some((text) => BENGALI.test(text))).toBe(true);
    expect(lists.some((text) => !BENGALI.test(text))).toBe(true);
  });
});
