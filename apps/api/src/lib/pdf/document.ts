import PDFDocument from 'pdfkit';
import { fonts } from './fonts';

/**
 * A pdfkit document with the app's fonts registered (Hind Siliguri's Bangla and Latin files, lib/pdf/fonts),
 * and the promise of its bytes, which settles once the caller has drawn and called `doc.end()`.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
