/** The learner's announcements (SPEC.md §2: /newDashboard/course-announcement). */
export const ANNOUNCEMENTS_PATH = '/newDashboard/course-announcement';

/** A positive whole number from the address, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
