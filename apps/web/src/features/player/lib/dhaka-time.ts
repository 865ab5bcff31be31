/** Live classes happen in Dhaka: their time is always shown in Dhaka time, wherever the viewer is. */
const DHAKA_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Sat 5 Dec 2026, 8:00 pm" (Asia/Dhaka), built from parts so every browser's ICU gives the same text. */
export function formatDhakaDateTime(iso: string): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of DHAKA_DATE_TIME.formatToParts(new Date(iso))) part[type] = value;
  const dayPeriod = (part.dayPeriod ?? '').toLowerCase();
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${dayPeriod}`.trim();
}
