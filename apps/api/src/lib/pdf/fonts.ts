import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The web app's font (Hind Siliguri), which covers Bangla and Latin. Fontsource ships it split by
 * script, so text is drawn in runs, each in the file that has its glyphs; fontkit (inside pdfkit)
 * shapes the Bangla runs, so conjuncts and vowel signs come out right.
 */
const FONT_FILES = {
  latin: 'latin-400',
  latinBold: 'latin-700',
  bangla: 'bengali-400',
  banglaBold: 'bengali-700',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fontCache: Record<FontName, Buffer> | null = null;
export function fonts(): Record<FontName, Buffer> {
  fontCache ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      readFileSync(require.resolve(`@fontsource/hind-siliguri/files/hind-siliguri-${file}-normal.woff`)),
    ]),
  ) as Record<FontName, Buffer>;
  return fontCache;
}

/** Bengali block, plus the joiners and dandas that belong with it. */
const BANGLA = /^(?:[\u0980-\u09FF\u0964\u0965]|\u200C|\u200D)$/;

/** Splits text into runs of Bangla and of everything else (spaces join the run they sit in). */
export function scriptRuns(text: string): { bangla: boolean; text: string }[] {
  const runs: { bangla: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const bangla = char === ' ' && last ? last.bangla : BANGLA.test(char);
    if (last && last.bangla === bangla) last.text += char;
    else runs.push({ bangla, text: char });
  }
  return runs;
}

/** The face for a run of text: the Bangla file for Bangla, the Latin one for the rest. */
export function fontFor(bangla: boolean, bold: boolean): FontName {
  if (bangla) return bold ? 'banglaBold' : 'bangla';
  return bold ? 'latinBold' : 'latin';
}

/**
 * Draws one line of mixed-script text (`draw` puts down its runs) inside a marked-content span whose
 * /ActualText is the line as written, when it has any Bangla. Shaping draws glyphs in visual order (the
 * vowel sign ি before its consonant, ো around it), so a reader that maps glyphs back to text would give
 * "িহ" for "হি"; readers that honour ActualText (poppler's pdftotext, Acrobat, Chrome's viewer) copy and
 * search the line as written. For single lines only: a span must not cross a page.
 */
export function drawLine(doc: PDFKit.PDFDocument, text: string, draw: () => void) {
  if (!scriptRuns(text).some((run) => run.bangla)) {
    draw();
    return;
  }
  doc.markContent('Span', { actual: text });
  draw();
  doc.endMarkedContent();
}
