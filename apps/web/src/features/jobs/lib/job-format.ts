import type { EmploymentType, JobListItem, Workplace } from '@dokkho/contract/jobs';
import { formatTaka } from '@dokkho/domain/money';
import { formatDhakaDate } from '@dokkho/domain/dates';
import { formatNumber } from '../../../shared/lib/format-number';

// Copies of the contract's label maps, typed by its enums: importing the maps themselves would pull the
// contract's zod schemas into the board's first chunk. A type added to the contract fails to compile here.
export const EMPLOYMENT_TYPE_TEXT: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const WORKPLACE_TEXT: Record<Workplace, string> = {
  on_site: 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

type Salary = Pick<JobListItem, 'salary_min' | 'salary_max' | 'salary_negotiable'>;

/**
 * "৳25,000–40,000/month", "৳30,000/month" (one figure), "From ৳25,000/month", or "Negotiable". Salaries
 * are monthly poisha (the contract); only here do they become taka.
 */
export function formatSalary({ salary_min: min, salary_max: max, salary_negotiable }: Salary): string {
  if (salary_negotiable || (min === null && max === null)) return 'Negotiable';
  if (min !== null && max !== null) {
    if (min === max) return `${formatTaka(min)}/month`;
    // The second figure without its own ৳, in the same lakh grouping: ৳25,000–1,20,000.
    return `${formatTaka(min)}–${formatTaka(max).replace('৳', '')}/month`;
  }
  if (min !== null) return `From ${formatTaka(min)}/month`;
  return `Up to ${formatTaka(max ?? 0)}/month`;
}

type Place = Pick<JobListItem, 'workplace' | 'division' | 'district'>;

/** "Remote"; "Gazipur, Dhaka"; just "Sylhet" when the district is its division's namesake; "(hybrid)". */
export function formatLocation({ workplace, division, district }: Place): string {
  if (workplace === 'remote') return 'Remote';
  const parts = district && district !== division ? [district, division] : [district ?? division];
  const place = parts.filter(Boolean).join(', ') || 'Bangladesh';
  return workplace === 'hybrid' ? `${place} (hybrid)` : place;
}

type Experience = Pick<JobListItem, 'experience_min_years' | 'experience_max_years'>;

const years = (n: number) => `${formatNumber(n)} ${n === 1 ? 'year' : 'years'}`;

/** "Freshers welcome", "2–4 years", "3+ years", "Up to 2 years". */
export function formatExperience({
  experience_min_years: min,
  experience_max_years: max,
}: Experience): string {
  if (min === 0 && (max === null || max === 0)) return 'Freshers welcome';
  if (max === null) return `${formatNumber(min)}+ ${min === 1 ? 'year' : 'years'}`;
  if (min === 0) return `Up to ${years(max)}`;
  if (min === max) return years(min);
  return `${formatNumber(min)}–${years(max)}`;
}

const DAY = 24 * 60 * 60 * 1000;

/** The calendar day in Dhaka (UTC+6, no daylight saving) as a day number, for "closes in N days". */
function dhakaDay(time: number): number {
  return Math.floor((time + 6 * 60 * 60 * 1000) / DAY);
}

export interface DeadlineText {
  text: string;
  /** Closing within three days: shown in the warning colour. */
  urgent: boolean;
  closed: boolean;
}

/**
 * "Closes today", "Closes tomorrow", "Closes in 3 days" within a week, else "Apply by 12 Dec 2026"; a
 * passed deadline is "Closed on ...". Counted in Dhaka days: the deadline means the end of a Dhaka day.
 */
export function describeDeadline(deadline: string, now: number = Date.now()): DeadlineText {
  const time = Date.parse(deadline);
  if (time <= now) return { text: `Closed on ${formatDhakaDate(deadline)}`, urgent: false, closed: true };
  const days = dhakaDay(time) - dhakaDay(now);
  if (days <= 0) return { text: 'Closes today', urgent: true, closed: false };
  if (days === 1) return { text: 'Closes tomorrow', urgent: true, closed: false };
  if (days <= 7) return { text: `Closes in ${days} days`, urgent: days <= 3, closed: false };
  return { text: `Apply by ${formatDhakaDate(deadline)}`, urgent: false, closed: false };
}

/** "Posted today", "Posted 3 days ago", then the date. */
export function describePosted(publishedAt: string | null, now: number = Date.now()): string | null {
  if (!publishedAt) return null;
  const days = dhakaDay(now) - dhakaDay(Date.parse(publishedAt));
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days <= 30) return `Posted ${days} days ago`;
  return `Posted ${formatDhakaDate(publishedAt)}`;
}

/** Up to two letters for a company without a logo: "Brain Station 23" -> "BS". */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || name.slice(0, 1).toUpperCase() || '?';
}
