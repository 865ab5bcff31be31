/**
 * Dates in Dhaka time (Asia/Dhaka), whatever the viewer's own zone: orders, invoices, commissions and
 * payouts are Bangladeshi business, so a learner, an affiliate or a staff member abroad reads the same day
 * as the PDF invoice and the server's ledger.
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
