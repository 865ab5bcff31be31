import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CoverLetterSheet, type CoverLetterSheetProps } from './cover-letter-sheet';
import {
  RESUME_FONT_PACKAGES,
  RESUME_FONT_SUBSETS,
  RESUME_FONT_WEIGHTS,
  type ResumeFont,
  type ResumeFontSubset,
} from './fonts';
import { ResumeSheet, type ResumeSheetProps } from './resume-sheet';

/*
 * Node only: whole HTML documents for the server's headless Chromium (`page.setContent` then `page.pdf`).
 * Nothing is fetched while rendering: the CSS is inlined and the fonts are data: URIs, so the PDF needs no
 * network and shows exactly the bundled files.
 */

const require = createRequire(import.meta.url);

let sheetCss: string | null = null;
function readSheetCss(): string {
  sheetCss ??= readFileSync(new URL('./sheet.css', import.meta.url), 'utf8');
  return sheetCss;
}

const fontFaceCache = new Map<ResumeFont, string>();

/** @font-face rules for one font: weights 400 and 700, each in the bengali, latin and latin-ext subsets. */
export function fontFaceCss(font: ResumeFont): string {
  const cached = fontFaceCache.get(font);
  if (cached) return cached;
  const { family, stem } = RESUME_FONT_PACKAGES[font];
  const rules: string[] = [];
  for (const weight of RESUME_FONT_WEIGHTS) {
    for (const subset of Object.keys(RESUME_FONT_SUBSETS) as ResumeFontSubset[]) {
      const file = require.resolve(`@fontsource/${stem}/files/${stem}-${subset}-${weight}-normal.woff2`);
      const data = readFileSync(file).toString('base64');
      rules.push(
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:block;` +
          `src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${RESUME_FONT_SUBSETS[subset]};}`,
      );
    }
  }
  const css = rules.join('\n');
  fontFaceCache.set(font, css);
  return css;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `lang` is the sheet's language (ResumeSettings.language): it picks hyphenation and the reader's voice. */
function documentHtml(title: string, font: ResumeFont, body: string, lang = 'en'): string {
  return [
    '<!doctype html>',
    `<html lang="${lang === 'bn' ? 'bn' : 'en'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${fontFaceCss(font)}\n${readSheetCss()}\nhtml,body{margin:0;padding:0;background:#fff}</style>`,
    '</head><body>',
    body,
    '</body></html>',
  ].join('');
}

/** The resume as a complete HTML document for Chromium's PDF printing. */
export function renderResumeHtml(props: ResumeSheetProps & { title: string }): string {
  const { title, ...sheet } = props;
  return documentHtml(
    title,
    sheet.settings.font,
    renderToStaticMarkup(createElement(ResumeSheet, sheet)),
    sheet.settings.language,
  );
}

/** The cover letter as a complete HTML document for Chromium's PDF printing. */
export function renderCoverLetterHtml(props: CoverLetterSheetProps & { title: string }): string {
  const { title, ...sheet } = props;
  return documentHtml(
    title,
    sheet.settings.font,
    renderToStaticMarkup(createElement(CoverLetterSheet, sheet)),
    sheet.settings.language,
  );
}
