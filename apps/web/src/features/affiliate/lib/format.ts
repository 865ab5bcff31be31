/**
 * Display helpers of the affiliate pages. Dates are shown as the day in Dhaka (the server counts days
 * there too), whatever the phone's own time zone: instants through shared/lib/dhaka-date.ts.
 */
const shortDayFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A Dhaka calendar date from the server ("2026-03-04") for a chart axis: "4 Mar". */
export function formatChartDay(date: string): string {
  // The date is already Dhaka's: read it as a plain date (UTC midnight) so no time zone moves it.
  return shortDayFormatter.format(new Date(`${date}T00:00:00Z`));
}

/** 0.1234 -> "12.3%"; null (no clicks yet) -> "–". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return `${percent >= 10 || Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** A percent from the terms (20, 12.5) as people write it. */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** Poisha as the amount people type into the payout form: 123450 -> "1234.50", 50000 -> "500". */
export function poishaToTakaInput(poisha: number): string {
  const taka = Math.floor(poisha / 100);
  const paisa = poisha % 100;
  return paisa ? `${taka}.${String(paisa).padStart(2, '0')}` : String(taka);
}
