import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPdfDocument } from './document';
import { isReadablePdf, PDF_CHECK_LIMITS } from './readable';

/**
 * 340 KB that inflate to a cross-reference stream of 50 million entries: in the API's own process, pdf.js
 * spent about two minutes and 4 GB on it.
 */
function xrefBomb(): Buffer {
  const entries = 50_000_000;
  const data = deflateSync(Buffer.alloc(7 * entries, 0), { level: 9 });
  const head = Buffer.from('%PDF-1.5\n', 'latin1');
  return Buffer.concat([
    head,
    Buffer.from(
      `1 0 obj\n<< /Type /XRef /Size ${entries} /W [1 4 2] /Root 2 0 R /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${head.length}\n%%EOF\n`, 'latin1'),
  ]);
}

describe('isReadablePdf', () => {
  it('takes a PDF a reader opens, and not HTML behind %PDF-', async () => {
    const { doc, bytes } = createPdfDocument({ size: 'A4' });
    doc.font('latin').text('Rina Akter');
    doc.end();
    expect(await isReadablePdf(await bytes)).toBe(true);
    expect(await isReadablePdf(Buffer.from('%PDF-1.7\n<html><body>hello</body></html>'))).toBe(false);
    expect(await isReadablePdf(Buffer.from('<html>%PDF-1.7</html>'))).toBe(false);
  });

  it('refuses a file that would exhaust the reader, and the API process lives on', async () => {
    expect(await isReadablePdf(xrefBomb(), { ...PDF_CHECK_LIMITS, heapMb: 64 })).toBe(false);
  });
});
