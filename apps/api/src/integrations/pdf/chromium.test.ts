import { renderCoverLetterHtml, renderResumeHtml } from '@dokkho/resume-render/print-html';
import { sampleCoverLetter, sampleResume, sampleSettings } from '@dokkho/resume-render/sample-resume';
import { RESUME_PDF_MESSAGES, type ResumeSettings } from '@dokkho/contract/resume';
import { spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { createChromiumPdfRenderer, findChromium } from './chromium';

/*
 * The real thing: resume HTML through the installed Chromium, then the PDF's text read back.
 *
 * What Chromium (Skia's PDF backend) writes for Bangla: every shaped glyph has a ToUnicode entry, and each
 * cluster whose glyphs are not in text order (a pre-base vowel sign: "মো" is drawn ে ম া; "হি" is ি হ;
 * ya-phala "ন্য") is wrapped in a marked-content span with /ActualText holding the exact Unicode. Readers
 * that honour ActualText (poppler's pdftotext, Acrobat, Chrome's viewer) copy "মোহাম্মদ রহিম" exactly.
 * pdf.js, which unpdf wraps, ignores ActualText in text extraction: it returns the glyphs' ToUnicode in
 * drawing order, so "মোহাম্মদ রহিম" comes back as "\u0000মাহাম্ম দ রিহম" (vowel signs split or reordered,
 * the consonants and conjuncts ম্ম, ক্ষ intact). The tests assert exactly that: English verbatim through
 * unpdf, the Bangla consonant skeleton through unpdf, the exact Bangla clusters in the ActualText spans,
 * and the exact Bangla strings through pdftotext when poppler-utils is installed.
 */

const executablePath = findChromium({ ...process.env, PDF_RENDERER: undefined });
if (!executablePath) {
  console.warn(
    'chromium.test.ts: no Chromium found (set CHROMIUM_PATH, or install /usr/bin/chromium); PDF rendering tests skipped.',
  );
}

describe('findChromium', () => {
  it('is off when PDF_RENDERER=off, whatever is installed', () => {
    expect(findChromium({ PDF_RENDERER: 'off', CHROMIUM_PATH: '/bin/sh' })).toBeNull();
  });
  it('uses CHROMIUM_PATH when it exists, and nothing when it does not', () => {
    expect(findChromium({ CHROMIUM_PATH: '/bin/sh' })).toBe('/bin/sh');
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toBeNull();
  });
});

async function pdfText(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { totalPages, text };
}

/** pdf.js puts line breaks and spaces where the layout had them: compare on single spaces. */
const squash = (text: string) => text.replace(/\s+/g, ' ');

/** Bangla without vowel signs, spaces and NULs: what survives pdf.js's glyph-order extraction intact. */
const skeleton = (text: string) =>
  // eslint-disable-next-line no-control-regex -- pdf.js gives U+0000 for some split vowel-sign glyphs
  text.replace(/[\u09BE-\u09CC\u09D7\s\u0000]/g, '');

/** The /ActualText strings of the PDF's marked-content spans (UTF-16BE hex), from its Flate streams. */
function actualTexts(pdf: Buffer): string[] {
  const found: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font program)
    }
    for (const span of content.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>/g)) {
      found.push(Buffer.from(span[1]!, 'hex').swap16().toString('utf16le'));
    }
  }
  return found;
}

/** Poppler's pdftotext honours ActualText; null when it is not installed. */
function popplerText(pdf: Buffer): string | null {
  const result = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
  return result.status === 0 ? squash(result.stdout) : null;
}

describe.skipIf(!executablePath)('Chromium PDF renderer', () => {
  const renderer = createChromiumPdfRenderer({ executablePath: executablePath ?? '', maxConcurrent: 1 });
  afterAll(() => renderer.close());

  const origin = 'https://dokkho.test';
  // Short: the sample without its projects, languages and links fits one page in every template.
  const short = { ...sampleResume(), projects: [], languages: [], links: [] };

  it.each<ResumeSettings['template']>(['classic', 'modern', 'ats', 'compact'])(
    'renders a one-page %s resume with Bangla and English text that reads back',
    async (template) => {
      const settings = sampleSettings({ template, font: 'noto-sans', paper: 'a4' });
      const pdf = await renderer.render(
        renderResumeHtml({ title: 'Resume', document: short, settings, origin }),
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { totalPages, text } = await pdfText(pdf);
      expect(totalPages).toBe(1);
      const flat = squash(text);
      // Through pdf.js: the Bangla consonants and conjuncts (ম্ম, ক্ষ) in order, vowel signs aside.
      expect(skeleton(flat)).toContain(skeleton('মোহাম্মদ রহিম'));
      expect(skeleton(flat)).toContain(skeleton('ক্ষমা'));
      expect(flat).toContain('ক্ষ');
      // The reordered clusters carry their exact text for copy-paste.
      expect(actualTexts(pdf)).toEqual(expect.arrayContaining(['মো', 'হি']));
      const exact = popplerText(pdf);
      if (exact !== null) {
        expect(exact).toContain('মোহাম্মদ রহিম');
        expect(exact).toContain('ক্ষমা');
      }
      expect(flat).toContain('Junior Accountant');
      expect(flat).toContain('Meghna Traders Ltd.');
      expect(flat).toContain('Mar 2024 – Present');
      // Headings are "Experience" in the markup; text-transform makes the printed text upper case.
      expect(flat).toContain('EXPERIENCE');
      expect(flat).toContain('Verified on Dokkho');
      expect(flat).toContain('dokkho.test/certificate/DK-2024-0001');
      expect(flat).toContain('Self-declared');
    },
  );

  it("prints the section headings in the resume's language, in a document of that lang", async () => {
    const settings = sampleSettings({ template: 'classic', language: 'bn' });
    const html = renderResumeHtml({ title: 'Resume', document: short, settings, origin });
    expect(html).toContain('<html lang="bn">');
    const pdf = await renderer.render(html);
    const exact = popplerText(pdf);
    if (exact !== null) {
      for (const heading of ['সারসংক্ষেপ', 'অভিজ্ঞতা', 'শিক্ষাগত যোগ্যতা', 'দক্ষতা', 'সার্টিফিকেশন']) {
        expect(exact).toContain(heading);
      }
      // "Mar 2024 – বর্তমান": pdftotext may split the right-aligned date where Chromium spaced its glyphs.
      expect(exact.replace(/\s/g, '')).toContain('Mar2024–বর্তমান');
      expect(exact).not.toContain('EXPERIENCE');
    }
    // What the person wrote is not translated.
    expect(squash((await pdfText(pdf)).text)).toContain('Junior Accountant');
    expect(
      renderResumeHtml({ title: 'Resume', document: short, settings: sampleSettings(), origin }),
    ).toContain('<html lang="en">');
  });

  it('breaks a long resume onto more pages, on Letter and A4, with every font', async () => {
    for (const [paper, font] of [
      ['a4', 'hind-siliguri'],
      ['letter', 'noto-serif'],
    ] as const) {
      const settings = sampleSettings({ template: 'classic', paper, font });
      const pdf = await renderer.render(
        renderResumeHtml({ title: 'Resume', document: sampleResume({ long: true }), settings, origin }),
      );
      const { totalPages, text } = await pdfText(pdf);
      expect(totalPages).toBeGreaterThanOrEqual(2);
      const flat = squash(text);
      expect(skeleton(flat)).toContain(skeleton('মোহাম্মদ রহিম'));
      expect(popplerText(pdf) ?? 'মোহাম্মদ রহিম').toContain('মোহাম্মদ রহিম');
      expect(flat).toContain('Accounts Assistant 6');
      // Text comes out in reading order: a bullet's text right after its job, not at the page's end.
      expect(flat).toMatch(/Accounts Assistant 6 .*Padma Logistics 6 .*Kept the cash book/);
      // The last section still made it onto the last page.
      expect(flat).toContain('rahim.example.com');
    }
  });

  it('uses the paper size of the settings', async () => {
    const sizes: number[][] = [];
    for (const paper of ['a4', 'letter'] as const) {
      const pdf = await renderer.render(
        renderResumeHtml({
          title: 'Resume',
          document: short,
          settings: sampleSettings({ paper }),
          origin,
        }),
      );
      const doc = await getDocumentProxy(new Uint8Array(pdf));
      const page = await doc.getPage(1);
      sizes.push(page.view.slice(2).map((points) => Math.round(points)));
    }
    // A4 is 595 × 842 pt, Letter 612 × 792 pt.
    expect(sizes).toEqual([
      [595, 842],
      [612, 792],
    ]);
  });

  it('renders a cover letter on one page', async () => {
    const pdf = await renderer.render(
      renderCoverLetterHtml({
        title: 'Cover letter',
        letter: sampleCoverLetter(),
        basics: sampleResume().basics,
        settings: sampleSettings({ template: 'modern' }),
        date: '26 November 2026',
      }),
    );
    const { totalPages, text } = await pdfText(pdf);
    expect(totalPages).toBe(1);
    const flat = squash(text);
    expect(flat).toContain('Dear Ms. Akter,');
    // "ধন্যবাদ": pdf.js drops the ya-phala's code points (they are only in the ActualText span).
    expect(actualTexts(pdf)).toContain('ন্য');
    expect(popplerText(pdf) ?? 'ধন্যবাদ').toContain('ধন্যবাদ');
    expect(flat).toContain('Application for the role of Accounts Officer');
  });

  it('queues beyond the concurrency limit and refuses beyond a queue of 10', async () => {
    const html = '<!doctype html><p>Queued</p>';
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => renderer.render(html)));
    const rejected = results.filter((r) => r.status === 'rejected');
    // One renders at once (maxConcurrent 1), ten wait, the twelfth is turned away.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(11);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 503,
      message: RESUME_PDF_MESSAGES.busy,
    });
  });
});
