import { describe, expect, it } from 'vitest';
import {
  companyInitials,
  describeDeadline,
  describePosted,
  formatExperience,
  formatLocation,
  formatSalary,
} from './job-format';

const NOW = Date.parse('2026-11-26T06:00:00.000Z'); // 12:00 in Dhaka

describe('formatSalary', () => {
  it('shows a monthly range in taka from poisha', () => {
    expect(formatSalary({ salary_min: 2_500_000, salary_max: 4_000_000, salary_negotiable: false })).toBe(
      '৳25,000–40,000/month',
    );
  });
  it('shows one figure when both ends are equal, and "Negotiable"', () => {
    expect(formatSalary({ salary_min: 3_000_000, salary_max: 3_000_000, salary_negotiable: false })).toBe(
      '৳30,000/month',
    );
    expect(formatSalary({ salary_min: null, salary_max: null, salary_negotiable: true })).toBe('Negotiable');
  });
  it('groups large salaries', () => {
    expect(formatSalary({ salary_min: 15_000_000, salary_max: 25_000_000, salary_negotiable: false })).toBe(
      '৳1,50,000–2,50,000/month',
    );
  });
});

describe('describeDeadline', () => {
  it('counts Dhaka days within a week', () => {
    // The end of 29 Nov in Dhaka: three days from the 26th.
    expect(describeDeadline('2026-11-29T17:59:59.000Z', NOW)).toEqual({
      text: 'Closes in 3 days',
      urgent: true,
      closed: false,
    });
    expect(describeDeadline('2026-11-26T17:59:59.000Z', NOW).text).toBe('Closes today');
    expect(describeDeadline('2026-11-27T17:59:59.000Z', NOW).text).toBe('Closes tomorrow');
    expect(describeDeadline('2026-12-02T17:59:59.000Z', NOW)).toMatchObject({ urgent: false });
  });
  it('gives the date when it is further off, and says when it has passed', () => {
    expect(describeDeadline('2026-12-20T17:59:59.000Z', NOW).text).toBe('Apply by 20 Dec 2026');
    expect(describeDeadline('2026-11-20T17:59:59.000Z', NOW)).toEqual({
      text: 'Closed on 20 Nov 2026',
      urgent: false,
      closed: true,
    });
  });
});

describe('the other facts', () => {
  it('formats places', () => {
    expect(formatLocation({ workplace: 'remote', division: null, district: null })).toBe('Remote');
    expect(formatLocation({ workplace: 'on_site', division: 'Dhaka', district: 'Gazipur' })).toBe(
      'Gazipur, Dhaka',
    );
    expect(formatLocation({ workplace: 'hybrid', division: 'Sylhet', district: 'Sylhet' })).toBe(
      'Sylhet (hybrid)',
    );
  });
  it('formats experience', () => {
    expect(formatExperience({ experience_min_years: 0, experience_max_years: null })).toBe(
      'Freshers welcome',
    );
    expect(formatExperience({ experience_min_years: 2, experience_max_years: 4 })).toBe('2–4 years');
    expect(formatExperience({ experience_min_years: 3, experience_max_years: null })).toBe('3+ years');
    expect(formatExperience({ experience_min_years: 0, experience_max_years: 1 })).toBe('Up to 1 year');
  });
  it('says how long ago a job was posted', () => {
    expect(describePosted('2026-11-26T01:00:00.000Z', NOW)).toBe('Posted today');
    expect(describePosted('2026-11-23T01:00:00.000Z', NOW)).toBe('Posted 3 days ago');
    expect(describePosted(null, NOW)).toBeNull();
  });
  it('makes initials for a company without a logo', () => {
    expect(companyInitials('Brain Station 23')).toBe('BS');
    expect(companyInitials('bKash')).toBe('B');
  });
});
