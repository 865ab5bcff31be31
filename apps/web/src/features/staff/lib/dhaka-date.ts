/**
 * Dates in Dhaka time (Asia/Dhaka): the orders, invoices and payouts are Bangladeshi business, and a staff
 * member abroad must read the same day as the invoice and the affiliate.
 */
const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "26 Nov 2026". */
export function formatDhakaDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "26 Nov 2026, 3:05 pm". */
export function formatDhakaDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
