import QRCode from 'qrcode';
import { SITE } from '@dokkho/contract/site';
import type { CertificateDetails } from '@dokkho/contract/learning';
import { formatDhakaLongDate } from '@dokkho/domain/dates';
import { createPdfDocument } from '../../lib/pdf/document';
import { fontFor, scriptRuns } from '../../lib/pdf/fonts';

const TEAL = '#0f766e';
const TEAL_DARK = '#115e59';
const AMBER = '#f59e0b';
const SLATE = '#334155';
const MUTED = '#64748b';

/**
 * The certificate as an A4 landscape PDF: the learner's name, the course, the date, the instructor, the
 * serial, and a QR code to the public verification page. Everything on it is also on that page, so a
 * printed copy can always be checked.
 */
export async function renderCertificatePdf(certificate: CertificateDetails): Promise<Buffer> {
  const qr = await QRCode.toBuffer(certificate.verify_url, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  const { doc, bytes: finished } = createPdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${SITE.name} certificate ${certificate.serial}`,
      Author: SITE.name,
      Subject: `${certificate.learner_name} completed ${certificate.course_title}`,
      Keywords: `certificate ${certificate.serial}`,
    },
  });

  const width = doc.page.width;
  const height = doc.page.height;

  const runsOf = (text: string, size: number, bold: boolean) =>
    scriptRuns(text).map((run) => {
      const font = fontFor(run.bangla, bold);
      return { ...run, font, width: doc.font(font).fontSize(size).widthOfString(run.text) };
    });
  const measure = (text: string, size: number, bold: boolean) =>
    runsOf(text, size, bold).reduce((sum, run) => sum + run.width, 0);
  /** Mixed-script text from x: run by run, each in the font that has its glyphs. */
  const write = (text: string, x: number, y: number, size: number, bold: boolean, color: string) => {
    doc.fillColor(color);
    for (const run of runsOf(text, size, bold)) {
      doc.font(run.font).fontSize(size).text(run.text, x, y, { lineBreak: false });
      x += run.width;
    }
  };
  const centred = (text: string, y: number, size: number, bold = false, color = SLATE) =>
    write(text, (width - measure(text, size, bold)) / 2, y, size, bold, color);
  /** The largest size up to `max` at which the text fits between the borders. */
  const fitted = (text: string, max: number, min: number) => {
    let size = max;
    while (size > min && measure(text, size, true) > width - 200) size -= 1;
    return size;
  };

  // Frame: a teal border with an amber inner rule.
  doc.rect(0, 0, width, height).fill('#ffffff');
  doc
    .lineWidth(14)
    .strokeColor(TEAL)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(AMBER)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  centred(`${SITE.name}  ${SITE.nameBangla}`, 62, 24, true, TEAL_DARK);
  centred('CERTIFICATE OF COMPLETION', 112, 30, true, SLATE);
  centred('This certifies that', 172, 14, false, MUTED);
  // Long names and titles shrink to fit between the borders.
  centred(certificate.learner_name, 198, fitted(certificate.learner_name, 36, 18), true, TEAL_DARK);
  doc
    .moveTo(width / 2 - 220, 252)
    .lineTo(width / 2 + 220, 252)
    .lineWidth(0.8)
    .strokeColor('#cbd5e1')
    .stroke();
  centred('has successfully completed the course', 268, 14, false, MUTED);
  centred(certificate.course_title, 294, fitted(certificate.course_title, 22, 12), true, SLATE);
  centred(`Issued on ${formatDhakaLongDate(certificate.issued_at)}`, 336, 13, false, MUTED);

  // Bottom row: instructor (left), QR and serial (right).
  const baseY = height - 150;
  doc
    .moveTo(90, baseY + 40)
    .lineTo(330, baseY + 40)
    .lineWidth(0.8)
    .strokeColor(SLATE)
    .stroke();
  write(certificate.instructor_name, 90, baseY + 16, 14, true, SLATE);
  doc
    .font('latin')
    .fontSize(11)
    .fillColor(MUTED)
    .text('Instructor', 90, baseY + 48, { lineBreak: false });

  const qrSize = 92;
  const qrX = width - 90 - qrSize;
  doc.image(qr, qrX, baseY - 20, { width: qrSize, height: qrSize });
  doc
    .font('latin')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Certificate no.', qrX - 230, baseY + 6, { width: 215, align: 'right' })
    .font('latinBold')
    .fontSize(13)
    .fillColor(SLATE)
    .text(certificate.serial, qrX - 230, baseY + 20, { width: 215, align: 'right' })
    .font('latin')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Verify: ${certificate.verify_url}`, qrX - 330, baseY + 42, { width: 315, align: 'right' });

  doc.end();
  return finished;
}
