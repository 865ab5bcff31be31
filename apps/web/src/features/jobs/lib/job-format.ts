import type { JobListItem } from '@dokkho/contract/jobs';
import { plural, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { formattersFor } from '../../../shared/i18n/format';
import { currentLocale } from '../../../shared/i18n/locale';
import { placeName } from '../../../shared/labels/places';

// Outside components: the interface language now (the components calling these re-render on a switch).
const fmt = () => formattersFor(currentLocale());

type Salary = Pick<JobListItem, 'salary_min' | 'salary_max' | 'salary_negotiable'>;

/**
 * "৳25,000–40,000/month", "৳30,000/month" (one figure), "From ৳25,000/month", or "Negotiable". Salaries
 * are monthly poisha (the contract); only here do they become taka.
 */
export function formatSalary({ salary_min: min, salary_max: max, salary_negotiable }: Salary): string {
  if (salary_negotiable || (min === null && max === null)) return t`Negotiable`;
  const { taka } = fmt();
  if (min !== null && max !== null) {
    if (min === max) {
      const amount = taka(min);
      return t`${amount}/month`;
    }
    // The second figure without its own ৳, in the same lakh grouping: ৳25,000–1,20,000.
    const range = `${taka(min)}–${taka(max).replace('৳', '')}`;
    return t`${range}/month`;
  }
  if (min !== null) {
    const amount = taka(min);
    return t`From ${amount}/month`;
  }
  const amount = taka(max ?? 0);
  return t`Up to ${amount}/month`;
}

type Place = Pick<JobListItem, 'workplace' | 'division' | 'district'>;

/**
 * "Remote"; "Gazipur, Dhaka"; just "Sylhet" when the district is its division's namesake; "(hybrid)". In
 * the interface language, place names too ("গাজীপুর, ঢাকা").
 */
export function formatLocation({ workplace, division, district }: Place): string {
  if (workplace === 'remote') return t`Remote`;
  const place = placeName({ division, district }, i18n) ?? t`Bangladesh`;
  return workplace === 'hybrid' ? t`${place} (hybrid)` : place;
}

type Experience = Pick<JobListItem, 'experience_min_years' | 'experience_max_years'>;

const years = (n: number) => {
  const count = fmt().number(n);
  return plural(n, { one: `${count} year`, other: `${count} years` });
};

/** "Freshers welcome", "2–4 years", "3+ years", "Up to 2 years". */
export function formatExperience({
  experience_min_years: min,
  experience_max_years: max,
}: Experience): string {
  if (min === 0 && (max === null || max === 0)) return t`Freshers welcome`;
  const { number } = fmt();
  if (max === null) {
    const count = number(min);
    return t`${plural(min, { one: `${count}+ year`, other: `${count}+ years` })}`;
  }
  if (min === 0) {
    const upTo = years(max);
    return t`Up to ${upTo}`;
  }
  if (min === max) return years(min);
  const from = number(min);
  const to = number(max);
  return t`${plural(max, { one: `${from}–${to} year`, other: `${from}–${to} years` })}`;
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
  const { date, number } = fmt();
  const day = date(deadline);
  if (time <= now) return { text: t`Closed on ${day}`, urgent: false, closed: true };
  const days = dhakaDay(time) - dhakaDay(now);
  if (days <= 0) return { text: t`Closes today`, urgent: true, closed: false };
  if (days === 1) return { text: t`Closes tomorrow`, urgent: true, closed: false };
  if (days <= 7) {
    const count = number(days);
    return {
      text: t`${plural(days, { one: `Closes in ${count} day`, other: `Closes in ${count} days` })}`,
      urgent: days <= 3,
      closed: false,
    };
  }
  return { text: t`Apply by ${day}`, urgent: false, closed: false };
}

/** "Posted today", "Posted 3 days ago", then the date. */
export function describePosted(publishedAt: string | null, now: number = Date.now()): string | null {
  if (!publishedAt) return null;
  const days = dhakaDay(now) - dhakaDay(Date.parse(publishedAt));
  if (days <= 0) return t`Posted today`;
  if (days === 1) return t`Posted yesterday`;
  const { date, number } = fmt();
  if (days <= 30) {
    const count = number(days);
    return t`${plural(days, { one: `Posted ${count} day ago`, other: `Posted ${count} days ago` })}`;
  }
  const day = date(publishedAt);
  return t`Posted ${day}`;
}

/** Up to two letters for a company without a logo: "Brain Station 23" -> "BS". */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || name.slice(0, 1).toUpperCase() || '?';
}
