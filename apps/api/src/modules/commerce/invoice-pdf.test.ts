import { describe, expect, it } from 'vitest';
import { canReadPdfText, pdfText } from '../../test/pdf-text';
import { invoiceDate, renderInvoicePdf, type InvoiceData } from './invoice-pdf';

const invoice: InvoiceData = {
  invoiceNumber: 'DKH-INV-2026-000042',
  orderDate: new Date('2026-06-10T08:00:00Z'),
  paidAt: new Date('2026-06-10T20:05:00Z'),
  buyer: { name: 'ফারহানা আক্তার', email: 'farhana@example.com' },
  item: {
    kind: 'bundle',
    title: 'ডেটা ক্যারিয়ার বান্ডেল',
    courses: ['এক্সেল মাস্টারক্লাস', 'SQL for Data Analysis'],
  },
  listPrice: 1200000,
  basePrice: 900000,
  discounts: [
    {
      step: 'promo',
      label: 'Promo code EID10 (10%)',
      code: 'EID10',
      name: null,
      rule: { kind: 'percent', amount: 10 },
      amount: 90000,
    },
    {
      step: 'sales',
      label: 'Eid sale (৳500 off)',
      code: null,
      name: 'Eid sale',
      rule: { kind: 'fixed', amount: 50000 },
      amount: 50000,
    },
    {
      step: 'affiliate',
      label: 'Referred by an affiliate (12.5%)',
      code: null,
      name: null,
      rule: { kind: 'percent', amount: 12.5 },
      amount: 5000,
    },
  ],
  total: 765000,
  gateway: 'sslcommerz',
  paymentMethod: 'BKASH-BKash',
  paymentReference: '2606101205xyzABC',
  tranId: 'DKH7K2M9Q4R8T1V6X3Z5B0C',
  refundedAt: null,
};

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('draws one A4 page that names the invoice number', async () => {
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(pages(pdf)).toBe(1);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text).toContain('(Dokkho invoice DKH-INV-2026-000042)');
    // The Bangla and Latin faces of the web font are embedded (the title and names are Bangla).
    expect(text.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('stamps a refunded invoice, still on one page', async () => {
    const plain = await renderInvoicePdf(invoice, { compress: false });
    const refunded = await renderInvoicePdf(
      { ...invoice, refundedAt: new Date('2026-06-12T10:00:00Z') },
      { compress: false },
    );
    expect(pages(refunded)).toBe(1);
    expect(refunded.length).toBeGreaterThan(plain.length);
  });

  it('continues a long bundle on a second page instead of drawing over the footer', async () => {
    const courses = Array.from({ length: 40 }, (_, index) => `Course number ${index + 1}`);
    const pdf = await renderInvoicePdf(
      { ...invoice, item: { ...invoice.item, courses }, refundedAt: new Date('2026-06-12T10:00:00Z') },
      { compress: false },
    );
    expect(pages(pdf)).toBe(2);
  });

  it('dates in Dhaka time', () => {
    // 20:05 UTC on the 10th is past 2 am on the 11th in Dhaka.
    expect(invoiceDate(invoice.paidAt)).toBe('11 June 2026');
    expect(invoiceDate(invoice.paidAt, 'bn')).toBe('১১ জুন ২০২৬');
  });

  it.skipIf(!canReadPdfText)(
    'writes a Bangla invoice for a Bangla reader: labels, Bengali digits in money and dates, read back exactly',
    async () => {
      const text = pdfText(
        await renderInvoicePdf(
          { ...invoice, refundedAt: new Date('2026-06-12T10:00:00Z') },
          { locale: 'bn' },
        ),
      )!;
      for (const words of [
        'ইনভয়েস নম্বর',
        'অর্ডারের তারিখ',
        'কোর্স বান্ডেল, আজীবন অ্যাক্সেস',
        'তালিকা মূল্য',
        'অফার মূল্য',
        'মোট পরিশোধ (টাকা)',
        '৳৭,৬৫০',
        // The discount lines worded in Bangla from their parts; the code and the offer's title as issued.
        'প্রোমো কোড EID10 (১০%)',
        'Eid sale (৳৫০০ ছাড়)',
        'অ্যাফিলিয়েট রেফারেলের ছাড় (১২.৫%)',
        '-৳৯০০',
        '৳১২,০০০',
        'পরিশোধের তারিখ',
        '১১ জুন ২০২৬',
        'ফেরত দেওয়া হয়েছে',
        // The buyer's and the bundle's Bangla, shaped and still reading as typed.
        'ফারহানা আক্তার',
        'ডেটা ক্যারিয়ার বান্ডেল',
        'এক্সেল মাস্টারক্লাস',
      ]) {
        expect(text).toContain(words);
      }
      // Numbers people copy stay as issued.
      expect(text).toContain('DKH-INV-2026-000042');
      expect(text).not.toMatch(/Total paid|Invoice date|Paid on|Promo code|Referred by/);

      const english = pdfText(await renderInvoicePdf(invoice))!;
      expect(english).toContain('Total paid (BDT)');
      expect(english).toContain('৳7,650');
      expect(english).toContain('Promo code EID10 (10%)');
      expect(english).toContain('Eid sale (৳500 off)');
      expect(english).toContain('Referred by an affiliate (12.5%)');
      expect(english).not.toContain('প্রোমো কোড');
      expect(english).toContain('Paid on 11 June 2026');
      expect(english).toContain('ফারহানা আক্তার');
      expect(english).not.toContain('মোট পরিশোধ');
    },
  );
});
