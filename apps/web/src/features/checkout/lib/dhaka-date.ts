/**
 * Order dates in Dhaka time (Asia/Dhaka): receipts and invoices are issued in Bangladesh, and a learner
 * abroad should see the same date as on the PDF invoice.
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
export function formatOrderDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "26 Nov 2026, 3:05 pm". */
export function formatOrderDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
