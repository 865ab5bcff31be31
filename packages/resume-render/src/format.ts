import type { ResumeBasics } from '@dokkho/contract/resume';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2024-03` → "Mar 2024", `2024` → "2024", '' → ''. English month names: recruiters and ATS parse these. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value.trim());
  if (!match) return value.trim();
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match[1]}` : match[1]!;
}

/** "Mar 2024 – Present", "2019 – 2021", "Mar 2024" (no end), '' (no dates). */
export function formatRange(start: string, end: string, current = false, present = 'Present'): string {
  const from = formatMonth(start);
  const to = current ? present : formatMonth(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

/** Description text → bullet lines: one per line, without the "-", "*" or "•" people type themselves. */
export function bulletLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•‣▪◦]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

/** Paragraphs of a free text (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** "example.com/in/rahim" for the printed link text: the scheme and a trailing slash are noise on paper. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The contact items printed in the header, in order. */
export function contactItems(basics: ResumeBasics): { kind: 'email' | 'phone' | 'location'; text: string }[] {
  const items: { kind: 'email' | 'phone' | 'location'; text: string }[] = [];
  if (basics.email) items.push({ kind: 'email', text: basics.email });
  if (basics.phone) items.push({ kind: 'phone', text: basics.phone });
  if (basics.location) items.push({ kind: 'location', text: basics.location });
  return items;
}
