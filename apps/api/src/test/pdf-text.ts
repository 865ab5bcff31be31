import { spawnSync } from 'node:child_process';

/**
 * A PDF's text as poppler's pdftotext reads it, on single spaces; null when poppler-utils is not
 * installed (CI installs it, .ci/run). pdftotext honours /ActualText, which is how our PDFs carry Bangla
 * exactly as written (lib/pdf/fonts.ts drawRun), so a test can compare whole Bangla words.
 */
export function pdfText(pdf: Buffer | Uint8Array): string | null {
  const result = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.replace(/\s+/g, ' ') : null;
}

/** Whether the tests that read PDFs back can run here. */
export const canReadPdfText = spawnSync('pdftotext', ['-v']).status === 0;
