import type { Database } from '@dokkho/db';
import { formatTaka } from '@dokkho/domain/money';
import { emailButton, emailDetailsTable, emailPage, type SiteMailer } from '../../integrations/email/layout';
import { escapeHtml } from '../../lib/html';
import { sendEmail } from '../outbox/service';
import * as repo from './repo';

/*
 * A paid order whose once-only discount another paid order had already spent (ADR 014): two checkouts
 * were open at once and both were paid. The payment is honoured (the learner paid the price they were
 * shown); the order carries `overused_discounts` in the staff list, and staff get an e-mail here so that
 * somebody decides what, if anything, to do about it.
 */

export type OverusedDiscount = repo.OrderRow['overusedDiscounts'][number];

/** The staff orders page of the web app (apps/web features/staff: STAFF_ORDERS_PATH). */
export const staffOrdersUrl = (origin: string, search: string) =>
  `${origin}/staff/orders?search=${encodeURIComponent(search)}`;

export function overuseAlertEmail(input: {
  order: Pick<
    repo.OrderRow,
    'invoiceNumber' | 'tranId' | 'itemTitle' | 'total' | 'promoCode' | 'promoDiscount' | 'wheelDiscount'
  >;
  overused: readonly OverusedDiscount[];
  buyerEmail: string;
  link: string;
}) {
  const { order } = input;
  const reference = order.invoiceNumber ?? order.tranId;
  const spent = input.overused.map((step) =>
    step === 'promo'
      ? `promo code ${order.promoCode ?? '(deleted)'}: ${formatTaka(order.promoDiscount)} off`
      : `wheel prize: ${formatTaka(order.wheelDiscount)} off`,
  );
  const subject = `Order ${reference} used a discount that was already spent`;
  const lines: [string, string][] = [
    ['Order', reference],
    ['Transaction', order.tranId],
    ['Buyer', input.buyerEmail],
    ['Item', order.itemTitle],
    ['Paid', formatTaka(order.total)],
    ['Already spent', spent.join('; ')],
  ];
  const intro =
    'Two checkouts with the same once-only discount were paid. This order was confirmed after the discount had been used up, so it got the discount a second time. The learner paid and is enrolled; nothing was taken back.';
  const text = [
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `The order in the staff area: ${input.link}`,
  ].join('\n');
  const html = emailPage(`<p>${escapeHtml(intro)}</p>
${emailDetailsTable(lines)}
${emailButton('Open the order', input.link)}`);
  return { subject, text, html };
}

/**
 * Logs the over-use and e-mails every staff member through the outbox. Called after the paying
 * transaction has committed (the order's `overused_discounts` is the record that cannot be lost); it never
 * throws, because the payment stands whatever happens to the e-mail.
 */
export async function alertStaffOfOveruse(options: {
  db: Database;
  orderId: number;
  overused: readonly OverusedDiscount[];
  mailer: SiteMailer;
}): Promise<void> {
  const { db, mailer } = options;
  mailer.log.warn(
    { orderId: options.orderId, overused: options.overused },
    'a paid order used a once-only discount that another paid order had already spent',
  );
  try {
    const order = await repo.findOrderById(db, options.orderId);
    if (!order) return;
    const [buyer, staff] = await Promise.all([repo.findBuyer(db, order.userId), repo.findStaffEmails(db)]);
    if (staff.length === 0) {
      mailer.log.warn({ orderId: order.id }, 'no staff account to tell about the over-used discount');
      return;
    }
    const message = overuseAlertEmail({
      order,
      overused: options.overused,
      buyerEmail: buyer?.email ?? '',
      link: staffOrdersUrl(mailer.origin, order.invoiceNumber ?? order.tranId),
    });
    for (const to of staff) {
      await sendEmail({ db, sender: mailer.sender, log: mailer.log, to, ...message });
    }
  } catch (error) {
    mailer.log.error({ orderId: options.orderId, err: error }, 'the over-use alert could not be queued');
  }
}
