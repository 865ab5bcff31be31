import type { QuoteDiscount } from '@dokkho/contract/commerce';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { formatTaka } from '@dokkho/domain/money';
import {
  EMAIL_SIGN_OFF,
  emailButton,
  emailDetailsTable,
  emailPage,
  type SiteMailer,
} from '../../integrations/email/layout';
import { copiedTitleIn } from '../../lib/content-language';
import { escapeHtml } from '../../lib/html';
import { recipientLocale } from '../../lib/recipient-locale';
import { wantsEmail } from '../notifications/service';
import { sendEmail } from '../outbox/service';
import { discountText } from './discount-words';
import { orderDiscounts } from './pricing';
import * as repo from './repo';

/** What confirmOrderPaid needs to e-mail a receipt: the app's sender, a log, and the site's origin. */
export type ReceiptMailer = SiteMailer;

/** The receipt page of the learner dashboard (apps/web features/checkout: /newDashboard/orders/{token}). */
export const receiptUrl = (origin: string, token: string) => `${origin}/newDashboard/orders/${token}`;

/** The receipt's words in each language; amounts and dates come from the domain core's formatters. */
const RECEIPT_WORDS = {
  en: {
    subject: (invoice: string) => `Your Dokkho receipt ${invoice}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you: your payment is confirmed and your courses are open in your dashboard.',
    free: (zero: string) => `${zero} (covered by discounts)`,
    invoice: 'Invoice',
    item: 'Item',
    paid: 'Paid',
    method: 'Method',
    linkLine: (link: string) => `Your receipt and PDF invoice: ${link}`,
    button: 'See my receipt',
  },
  bn: {
    subject: (invoice: string) => `আপনার Dokkho রসিদ ${invoice}`,
    hello: (name: string) => `প্রিয় ${name},`,
    thanks: 'ধন্যবাদ! আপনার পেমেন্ট নিশ্চিত হয়েছে, আর আপনার কোর্সগুলো এখন ড্যাশবোর্ডে খোলা।',
    free: (zero: string) => `${zero} (পুরোটাই ছাড়ে)`,
    invoice: 'ইনভয়েস',
    item: 'আইটেম',
    paid: 'পরিশোধিত',
    method: 'পেমেন্ট মাধ্যম',
    linkLine: (link: string) => `আপনার রসিদ ও PDF ইনভয়েস: ${link}`,
    button: 'রসিদ দেখুন',
  },
} satisfies Record<Locale, unknown>;

export function receiptEmail(input: {
  firstName: string;
  itemTitle: string;
  invoiceNumber: string;
  /** The order's discount lines, worded here in the reader's language. */
  discounts?: readonly QuoteDiscount[];
  total: number;
  paymentMethod: string | null;
  link: string;
  locale?: Locale | undefined;
}) {
  const locale = input.locale ?? 'en';
  const words = RECEIPT_WORDS[locale];
  const subject = words.subject(input.invoiceNumber);
  const paid = input.total === 0 ? words.free(formatTaka(0, locale)) : formatTaka(input.total, locale);
  const lines: [string, string][] = [
    [words.invoice, input.invoiceNumber],
    [words.item, input.itemTitle],
    ...(input.discounts ?? []).map((discount): [string, string] => [
      discountText(discount, locale),
      `−${formatTaka(discount.amount, locale)}`,
    ]),
    [words.paid, paid],
    ...(input.paymentMethod ? ([[words.method, input.paymentMethod]] as [string, string][]) : []),
  ];
  const text = [
    words.hello(input.firstName),
    '',
    words.thanks,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    words.linkLine(input.link),
    '',
    EMAIL_SIGN_OFF[locale],
  ].join('\n');
  const html = emailPage(
    `<p>${escapeHtml(words.hello(input.firstName))}</p>
<p>${escapeHtml(words.thanks)}</p>
${emailDetailsTable(lines)}
${emailButton(words.button, input.link)}`,
    locale,
  );
  return { subject, text, html };
}

/**
 * Queues the receipt of a paid order through the outbox (sent now when SMTP is set, retried for an hour
 * if the relay fails), unless the learner switched receipts off (issue 17 item 8). Called after the payment's transaction has committed; it never throws, because the
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
    // The bell has it either way; the e-mail only when the learner has not switched it off.
    if (!(await wantsEmail(db, order.userId, 'order_paid'))) return;
    const buyer = await repo.findBuyer(db, order.userId);
    if (!buyer) return;
    const locale = recipientLocale(buyer.language);
    // A Bangla receipt names the item in Bangla when it has a Bangla title and has not been renamed since
    // the order was made; otherwise as the order stored it (docs/decisions/026).
    const current = locale === 'bn' ? await repo.findItemTitles(db, order) : undefined;
    const message = receiptEmail({
      firstName: buyer.firstName,
      itemTitle: copiedTitleIn(locale, order.itemTitle, current),
      invoiceNumber: order.invoiceNumber,
      discounts: await orderDiscounts(db, order),
      total: order.total,
      paymentMethod: order.paymentMethod,
      link: receiptUrl(mailer.origin, order.token),
      locale,
    });
    await sendEmail({ db, sender: mailer.sender, log: mailer.log, to: buyer.email, ...message });
  } catch (error) {
    mailer.log.error({ orderId: options.orderId, err: error }, 'the receipt e-mail could not be queued');
  }
}
