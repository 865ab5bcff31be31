/*
 * When a Dokkho course proves a skill (issue 6's "verified" skills): one rule, read by the applicant match
 * score (match.ts) and by the instructor's view of the jobs their courses teach for (modules/teaching,
 * docs/decisions/034), so a post the instructor sees as matching their course is exactly a post on which
 * their certificate verifies a skill for the recruiter. Pure: no database, no clock.
 */

/** Lower-case, trimmed, inner spaces collapsed: how skills and tags are compared. */
export const normalSkill = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "excel" is in "Excel for Business", "sql" is not in "PostgreSQL administration" (whole words only). */
export function titleMentions(title: string, skill: string): boolean {
  if (!skill) return false;
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(skill)}($|[^a-z0-9])`).test(normalSkill(title));
}

/**
 * A course proves a (normalised) skill when one of its tags is that skill or its title names it as whole
 * words. Outcomes are not read: they are sentences, where a short skill ("r", "go", "c") would match
 * ordinary words.
 */
export function courseProvesSkill(
  course: { title: string; tags: readonly string[] },
  skill: string,
): boolean {
  return course.tags.some((tag) => normalSkill(tag) === skill) || titleMentions(course.title, skill);
}
