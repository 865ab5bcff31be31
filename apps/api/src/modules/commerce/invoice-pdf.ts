import type { QuoteDiscount } from '@dokkho/contract/commerce';
import type { Locale } from '@dokkho/contract/locale';
import { SITE } from '@dokkho/contract/site';
import { formatTaka } from '@dokkho/domain/money';
import { formatDhakaLongDate } from '@dokkho/domain/dates';
import { createPdfDocument } from '../../lib/pdf/document';
import { drawLine, fontFor, scriptRuns } from '../../lib/pdf/fonts';
import { discountText } from './discount-words';

const TEAL = '#0f766e';
const TEAL_DARK = '#115e59';
const SLATE = '#334155';
const MUTED = '#64748b';
const RULE = '#cbd5e1';
const RED = '#b91c1c';

export interface InvoiceData {
  invoiceNumber: string;
  orderDate: Date;
  paidAt: Date;
  buyer: { name: string; email: string };
  item: { kind: 'course' | 'bundle'; title: string; courses: string[] };
  listPrice: number;
  basePrice: number;
  discounts: QuoteDiscount[];
  total: number;
  gateway: 'sslcommerz' | 'stripe' | 'none';
  paymentMethod: string | null;
  paymentReference: string | null;
  tranId: string;
  refundedAt: Date | null;
}

/** The invoice's own words in both languages (issue 16 item 5); titles, names and numbers are as written. */
const INVOICE_WORDS = {
  en: {
    tagline: SITE.tagline,
    heading: 'INVOICE',
    from: 'From',
    billedTo: 'Billed to',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderDate: 'Order date',
    orderReference: 'Order reference',
    description: 'Description',
    amount: 'Amount',
    bundle: 'Course bundle, lifetime access',
    course: 'Online course, lifetime access',
    includes: 'Includes:',
    listPrice: 'List price',
    salePrice: 'Sale price',
    totalPaid: 'Total paid (BDT)',
    payment: 'Payment',
    gateways: {
      sslcommerz: 'SSLCommerz',
      stripe: 'Stripe (card)',
      none: 'No payment needed: the discounts covered the price',
    },
    method: (method: string) => `Method: ${method}`,
    reference: (reference: string) => `Reference: ${reference}`,
    paidOn: (date: string) => `Paid on ${date}`,
    refunded: (date: string) => `REFUNDED ON ${date.toUpperCase()}`,
    prices: `Prices are in Bangladeshi taka (BDT). Questions about this invoice: ${SITE.email}, ${SITE.phone}.`,
    thanks: `Thank you for learning with ${SITE.name}.`,
  },
  bn: {
    tagline: 'চাকরির জন্য দরকারি দক্ষতা',
    heading: 'ইনভয়েস',
    from: 'বিক্রেতা',
    billedTo: 'ক্রেতা',
    invoiceNumber: 'ইনভয়েস নম্বর',
    invoiceDate: 'ইনভয়েসের তারিখ',
    orderDate: 'অর্ডারের তারিখ',
    orderReference: 'অর্ডার রেফারেন্স',
    description: 'বিবরণ',
    amount: 'মূল্য',
    bundle: 'কোর্স বান্ডেল, আজীবন অ্যাক্সেস',
    course: 'অনলাইন কোর্স, আজীবন অ্যাক্সেস',
    includes: 'যা যা আছে:',
    listPrice: 'তালিকা মূল্য',
    salePrice: 'অফার মূল্য',
    totalPaid: 'মোট পরিশোধ (টাকা)',
    payment: 'পেমেন্ট',
    gateways: {
      sslcommerz: 'SSLCommerz',
      stripe: 'Stripe (কার্ড)',
      none: 'পেমেন্টের দরকার হয়নি: ছাড়েই পুরো মূল্য পরিশোধ হয়েছে',
    },
    method: (method: string) => `মাধ্যম: ${method}`,
    reference: (reference: string) => `রেফারেন্স: ${reference}`,
    paidOn: (date: string) => `পরিশোধের তারিখ: ${date}`,
    refunded: (date: string) => `ফেরত দেওয়া হয়েছে: ${date}`,
    prices: `সব মূল্য বাংলাদেশি টাকায় (BDT)। এই ইনভয়েস নিয়ে কোনো প্রশ্ন থাকলে: ${SITE.email}, ${SITE.phone}।`,
    thanks: `${SITE.name}-র সাথে শেখার জন্য ধন্যবাদ।`,
  },
} satisfies Record<Locale, { gateways: Record<InvoiceData['gateway'], string> } & Record<string, unknown>>;

/** "12 June 2026" ("১২ জুন ২০২৬"), in Dhaka: the dates a Bangladeshi buyer and their accountant expect. */
export const invoiceDate = (date: Date, locale: Locale = 'en'): string => formatDhakaLongDate(date, locale);

/**
 * The invoice of a paid order as an A4 PDF: who sells, who bought, what (a bundle lists its courses), the
 * breakdown of the price as it was charged, the total in taka, and how it was paid. A refunded order
 * carries a "Refunded on ..." stamp. Titles may be Bangla: text is drawn in script runs, each in the font
 * that shapes it (lib/pdf/fonts.ts). `compress: false` leaves the text readable in the file (tests).
 */
export async function renderInvoicePdf(
  invoice: InvoiceData,
  options: { compress?: boolean; locale?: Locale | undefined } = {},
): Promise<Buffer> {
  const locale = options.locale ?? 'en';
  const words = INVOICE_WORDS[locale];
  const money = (poisha: number) => formatTaka(poisha, locale);
  const date = (at: Date) => invoiceDate(at, locale);
  const { doc, bytes: finished } = createPdfDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    info: {
      Title: `${SITE.name} invoice ${invoice.invoiceNumber}`,
      Author: SITE.name,
      Subject: `Invoice ${invoice.invoiceNumber}: ${invoice.item.title}`,
      Keywords: `invoice ${invoice.invoiceNumber}`,
    },
  });

  const width = doc.page.width;
  const left = 56;
  const right = width - 56;

  const runsOf = (text: string, size: number, bold: boolean) =>
    scriptRuns(text).map((run) => {
      const font = fontFor(run.bangla, bold);
      return { ...run, font, width: doc.font(font).fontSize(size).widthOfString(run.text) };
    });
  const measure = (text: string, size: number, bold = false) =>
    runsOf(text, size, bold).reduce((sum, run) => sum + run.width, 0);
  /** Mixed-script text on one line from x. */
  const write = (text: string, x: number, y: number, size: number, bold = false, color = SLATE) => {
    doc.fillColor(color);
    drawLine(doc, text, () => {
      for (const run of runsOf(text, size, bold)) {
        doc.font(run.font).fontSize(size).text(run.text, x, y, { lineBreak: false });
        x += run.width;
      }
    });
  };
  const writeRight = (text: string, x: number, y: number, size: number, bold = false, color = SLATE) =>
    write(text, x - measure(text, size, bold), y, size, bold, color);
  /** Word-wrapped mixed-script text; answers the y below the last line. */
  const writeWrapped = (
    text: string,
    x: number,
    y: number,
    maxWidth: number,
    size: number,
    bold = false,
    color = SLATE,
  ) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate, size, bold) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    const lineHeight = size * 1.45;
    for (const [index, text] of lines.entries()) write(text, x, y + index * lineHeight, size, bold, color);
    return y + Math.max(1, lines.length) * lineHeight;
  };
  const rule = (y: number, color = RULE, weight = 0.8) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(weight).strokeColor(color).stroke();
  /** A long bundle can run past the page: a block that would reach the footer starts a new page. */
  const footerTop = doc.page.height - 80;
  const room = (y: number, needed: number) => {
    if (y + needed <= footerTop) return y;
    doc.addPage({ size: 'A4', margin: 0 });
    return 56;
  };

  // Header band.
  doc.rect(0, 0, width, 96).fill(TEAL);
  write(`${SITE.name}  ${SITE.nameBangla}`, left, 30, 24, true, '#ffffff');
  write(words.tagline, left, 62, 10, false, '#ccfbf1');
  writeRight(words.heading, right, 30, 22, true, '#ffffff');
  writeRight(invoice.invoiceNumber, right, 62, 11, true, '#ffffff');

  // Seller and buyer.
  let y = 124;
  write(words.from, left, y, 9, true, MUTED);
  write(words.billedTo, width / 2 + 10, y, 9, true, MUTED);
  y += 16;
  write(SITE.name, left, y, 11, true);
  writeWrapped(
    invoice.buyer.name || invoice.buyer.email,
    width / 2 + 10,
    y,
    right - width / 2 - 10,
    11,
    true,
  );
  let sellerY = writeWrapped(SITE.address, left, y + 16, width / 2 - left - 20, 9.5, false, MUTED);
  write(SITE.email, left, sellerY, 9.5, false, MUTED);
  sellerY += 14;
  write(SITE.phone, left, sellerY, 9.5, false, MUTED);
  write(invoice.buyer.email, width / 2 + 10, y + 16, 9.5, false, MUTED);

  // Numbers and dates.
  y = Math.max(sellerY + 28, 230);
  const facts: [string, string][] = [
    [words.invoiceNumber, invoice.invoiceNumber],
    [words.invoiceDate, date(invoice.paidAt)],
    [words.orderDate, date(invoice.orderDate)],
    [words.orderReference, invoice.tranId],
  ];
  const factWidth = (right - left) / facts.length;
  for (const [index, [label, value]] of facts.entries()) {
    const x = left + index * factWidth;
    write(label, x, y, 8.5, true, MUTED);
    write(value, x, y + 13, 10, false, SLATE);
  }
  y += 44;

  // The item.
  rule(y);
  y += 10;
  write(words.description, left, y, 9, true, MUTED);
  writeRight(words.amount, right, y, 9, true, MUTED);
  y += 18;
  const amountColumn = 110;
  const titleBottom = writeWrapped(invoice.item.title, left, y, right - left - amountColumn, 12, true);
  writeRight(money(invoice.listPrice), right, y, 11, false);
  y = titleBottom;
  write(invoice.item.kind === 'bundle' ? words.bundle : words.course, left, y, 9, false, MUTED);
  y += 16;
  if (invoice.item.kind === 'bundle' && invoice.item.courses.length) {
    write(words.includes, left, y, 9, true, MUTED);
    y += 14;
    for (const course of invoice.item.courses) {
      y = room(y, 30);
      y = writeWrapped(`•  ${course}`, left + 10, y, right - left - amountColumn - 10, 9.5, false, SLATE);
    }
  }
  y += 8;
  rule(y);
  y += 14;

  // The breakdown, as charged.
  const lines: [string, string][] = [[words.listPrice, money(invoice.listPrice)]];
  if (invoice.basePrice < invoice.listPrice) {
    lines.push([words.salePrice, money(invoice.basePrice)]);
  }
  // Each discount worded in the invoice's language from its parts ("প্রোমো কোড EID10 (১০%)").
  for (const discount of invoice.discounts)
    lines.push([discountText(discount, locale), money(-discount.amount)]);
  const labelX = width / 2 - 40;
  for (const [label, value] of lines) {
    y = room(y, 30);
    const bottom = writeWrapped(label, labelX, y, right - labelX - amountColumn, 10, false, SLATE);
    writeRight(value, right, y, 10, false, SLATE);
    y = bottom + 2;
  }
  y = room(y, 40) + 4;
  doc.moveTo(labelX, y).lineTo(right, y).lineWidth(1.2).strokeColor(TEAL).stroke();
  y += 10;
  write(words.totalPaid, labelX, y, 12, true, TEAL_DARK);
  writeRight(money(invoice.total), right, y, 14, true, TEAL_DARK);
  y += 40;

  // Payment.
  y = room(y, 80);
  write(words.payment, left, y, 9, true, MUTED);
  y += 14;
  write(words.gateways[invoice.gateway], left, y, 10, false, SLATE);
  y += 15;
  if (invoice.paymentMethod) {
    write(words.method(invoice.paymentMethod), left, y, 10, false, SLATE);
    y += 15;
  }
  if (invoice.paymentReference) {
    write(words.reference(invoice.paymentReference), left, y, 10, false, SLATE);
    y += 15;
  }
  write(words.paidOn(date(invoice.paidAt)), left, y, 10, false, SLATE);
  y += 15;

  if (invoice.refundedAt) {
    // A stamp below the payment, clear of the figures: the document stays the record of the sale and
    // says plainly that the money went back.
    const stamp = words.refunded(date(invoice.refundedAt));
    const size = 22;
    const stampWidth = measure(stamp, size, true) + 32;
    const top = room(y + 30, 60);
    doc.save();
    doc.rotate(-6, { origin: [width / 2, top + 20] });
    doc
      .roundedRect(width / 2 - stampWidth / 2, top, stampWidth, 40, 6)
      .lineWidth(2.5)
      .strokeColor(RED)
      .stroke();
    write(stamp, width / 2 - stampWidth / 2 + 16, top + 8, size, true, RED);
    doc.restore();
  }

  // Footer (on the last page).
  const footerY = footerTop + 8;
  rule(footerY);
  write(words.prices, left, footerY + 12, 8.5, false, MUTED);
  write(words.thanks, left, footerY + 26, 8.5, false, MUTED);

  doc.end();
  return finished;
}
