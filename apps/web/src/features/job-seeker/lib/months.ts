const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2024-03` as "Mar 2024" (what a CV says). */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-');
  const name = MONTHS[Number(index) - 1];
  return name && year ? `${name} ${year}` : month;
}

/** "Mar 2024 – Present" / "Mar 2024 – Jan 2025". */
export function formatMonthRange(start: string, end: string | null): string {
  return `${formatMonth(start)} – ${end ? formatMonth(end) : 'Present'}`;
}
