import { spawnSync } from 'node:child_process';

/**
 * A PDF's text as poppler's pdftotext reads it, on single spaces (as apps/api/src/test/pdf-text.ts). Our
 * PDFs carry Bangla as /ActualText over its shaped glyphs, so whole Bangla words read back exactly.
 * Throws when pdftotext is missing or cannot read the file: a journey that downloads a PDF reads it.
 */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`pdftotext could not read the PDF (poppler-utils installed?): ${result.stderr}`);
  }
  return result.stdout.replace(/\s+/g, ' ');
}
