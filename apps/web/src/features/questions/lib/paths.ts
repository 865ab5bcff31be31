/** Where a question's thread lives (SPEC.md §2: /newDashboard/query-details/{id}). */
export const questionPath = (id: number) => `/newDashboard/query-details/${id}`;
export const MY_QUESTIONS_PATH = '/newDashboard/query';

/** A route's `:id`, or null when it is not a positive whole number. */
export function parseId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
