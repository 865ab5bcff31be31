import type { Database } from '@dokkho/db';
import { formatTaka } from '@dokkho/domain/money';
import { emailButton, emailDetailsTable, emailPage, type SiteMailer } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import { sendEmail } from '../outbox/service';
import * as repo from './repo';

/** What confirmOrderPaid needs to e-mail a receipt: the app's sender, a log, and the site's origin. */
export type ReceiptMailer = SiteMailer;

/** The receipt page of the learner dashboard (apps/web features/checkout: /newDashboard/orders/{token}). */
export const receiptUrl = (origin: string, token: string) => `${origin}/newDashboard/orders/${token}`;

export function receiptEmail(input: {
  firstName: string;
  itemTitle: string;
  invoiceNumber: string;
  total: number;
  paymentMethod: string | null;
  link: string;
}) {
  const subject = `Your Dokkho receipt ${input.invoiceNumber}`;
  const paid = input.total === 0 ? `${formatTaka(0)} (covered by discounts)` : formatTaka(input.total);
  const lines: [string, string][] = [
    ['Invoice', input.invoiceNumber],
    ['Item', input.itemTitle],
    ['Paid', paid],
    ...(input.paymentMethod ? ([['Method', input.paymentMethod]] as [string, string][]) : []),
  ];
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Thank you: your payment is confirmed and your courses are open in your dashboard.',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Your receipt and PDF invoice: ${input.link}`,
    '',
    'The Dokkho team',
  ].join('\n');
  const html = emailPage(`<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you: your payment is confirmed and your courses are open in your dashboard.</p>
${emailDetailsTable(lines)}
${emailButton('See my receipt', input.link)}`);
  return { subject, text, html };
}

/**
 * Queues the receipt of a paid order through the outbox (sent now when SMTP is set, retried for an hour
 * if the relay fails). Called after the payment's transaction has committed; it never throws, because the
 * payment stands whatever happens to the e-mail.
 */
export async function sendReceiptEmail(options: {
  db: Database;
  orderId: number;
  mailer: ReceiptMailer;
}): Promise<void> {
  const { db, mailer } = options;
  try {
    const order = await repo.findOrderById(db, options.orderId);
    if (!order?.invoiceNumber) return;
    const buyer = await repo.findBuyer(db, order.userId);
    if (!buyer) return;
    const message = receiptEmail({
      firstName: buyer.firstName,
      itemTitle: order.itemTitle,
      invoiceNumber: order.invoiceNumber,
      total: order.total,
      paymentMethod: order.paymentMethod,
      link: receiptUrl(mailer.origin, order.token),
    });
    await sendEmail({ db, sender: mailer.sender, log: mailer.log, to: buyer.email, ...message });
  } catch (error) {
    mailer.log.error({ orderId: options.orderId, err: error }, 'the receipt e-mail could not be queued');
  }
}
