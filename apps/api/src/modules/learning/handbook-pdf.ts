import { marked, type Token, type Tokens } from 'marked';
import type { Locale } from '@dokkho/contract/locale';
import { SITE } from '@dokkho/contract/site';
import { localiseDigits } from '@dokkho/domain/digits';
import { createPdfDocument } from '../../lib/pdf/document';
import { drawLine, fontFor, scriptRuns, type FontName } from '../../lib/pdf/fonts';

const TEAL = '#0f766e';
const TEAL_DARK = '#115e59';
const SLATE = '#1e293b';
const MUTED = '#64748b';
const MARGIN = 56;

export interface HandbookPdfInput {
  title: string;
  summary: string;
  highlights: string[];
  /** Markdown. */
  body: string;
  /** The course the handbook leads to, with its absolute URL. */
  course: { title: string; url: string } | null;
  /** The reader's language, for the handbook's own words (the content is as its author wrote it). */
  locale?: Locale | undefined;
}

/** The words the PDF adds around the author's content, in both languages (issue 16 item 5). */
const HANDBOOK_WORDS = {
  en: {
    cover: `${SITE.name} handbook`,
    inside: "What's inside",
    further: 'Ready to go further?',
    site: SITE.name,
  },
  bn: {
    cover: `${SITE.name} হ্যান্ডবুক`,
    inside: 'ভেতরে যা আছে',
    further: 'আরও এগোতে চান?',
    site: SITE.name,
  },
} satisfies Record<Locale, unknown>;

/** A run of inline text with its style: what pdfkit draws with one `text(..., {continued})` call. */
interface Span {
  text: string;
  bold: boolean;
  link?: string;
}

/** Inline Markdown (bold, emphasis, code, links) flattened to styled spans. */
function spansOf(tokens: Token[] | undefined, inherited: Omit<Span, 'text'> = { bold: false }): Span[] {
  const spans: Span[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        spans.push(...spansOf((token as Tokens.Strong).tokens, { ...inherited, bold: true }));
        break;
      case 'em':
        spans.push(...spansOf((token as Tokens.Em).tokens, inherited));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        spans.push(...spansOf(link.tokens, { ...inherited, link: link.href }));
        break;
      }
      case 'codespan':
        spans.push({ ...inherited, text: (token as Tokens.Codespan).text });
        break;
      case 'br':
        spans.push({ ...inherited, text: '\n' });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) spans.push(...spansOf(text.tokens, inherited));
        else spans.push({ ...inherited, text: decodeEntities(text.text) });
        break;
      }
      default:
        if ('text' in token && typeof token.text === 'string')
          spans.push({ ...inherited, text: decodeEntities(token.text) });
    }
  }
  return spans;
}

/** marked escapes a few characters as HTML entities in text tokens; a PDF wants the characters. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A handbook as an A4 PDF: a cover (title, summary, what is inside), the Markdown body (headings,
 * paragraphs, lists, quotes, code, rules) and a closing page pointing at the course. Bangla and Latin
 * are drawn in their own faces run by run, so a Bangla handbook prints as well as an English one.
 */
export async function renderHandbookPdf(input: HandbookPdfInput): Promise<Buffer> {
  const locale = input.locale ?? 'en';
  const words = HANDBOOK_WORDS[locale];
  const { doc, bytes: finished } = createPdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: input.title, Author: SITE.name, Subject: input.summary },
  });
  const contentWidth = doc.page.width - MARGIN * 2;

  /** Flowing mixed-script text: one pdfkit `continued` chain, so lines wrap across runs. */
  const paragraph = (
    spans: Span[],
    options: { size: number; color?: string; indent?: number; gapAfter?: number; width?: number },
  ) => {
    const pieces = spans.flatMap((span) =>
      scriptRuns(span.text).map((run) => ({ ...span, text: run.text, bangla: run.bangla })),
    );
    if (pieces.length === 0) return;
    const x = MARGIN + (options.indent ?? 0);
    const width = options.width ?? contentWidth - (options.indent ?? 0);
    doc.fontSize(options.size);
    pieces.forEach((piece, index) => {
      const last = index === pieces.length - 1;
      doc.font(fontFor(piece.bangla, piece.bold)).fillColor(piece.link ? TEAL : (options.color ?? SLATE));
      const textOptions = {
        continued: !last,
        width,
        lineGap: 3,
        ...(piece.link ? { link: piece.link, underline: true } : { link: null, underline: false }),
      };
      if (index === 0) doc.text(piece.text, x, doc.y, textOptions);
      else doc.text(piece.text, textOptions);
    });
    doc.moveDown((options.gapAfter ?? 8) / options.size);
  };

  const plain = (text: string, bold = false): Span[] => [{ text, bold }];

  const block = (token: Token, indent = 0) => {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const size = heading.depth === 1 ? 22 : heading.depth === 2 ? 17 : 14;
        // A heading never sits alone at the bottom of a page.
        if (doc.y > doc.page.height - MARGIN - size * 4) doc.addPage();
        doc.moveDown(0.4);
        paragraph(spansOf(heading.tokens, { bold: true }), { size, color: TEAL_DARK, indent, gapAfter: 6 });
        break;
      }
      case 'paragraph':
        paragraph(spansOf((token as Tokens.Paragraph).tokens), { size: 11.5, indent });
        break;
      case 'list': {
        const list = token as Tokens.List;
        list.items.forEach((item, index) => {
          const marker = list.ordered ? `${Number(list.start || 1) + index}.` : '•';
          const y = doc.y;
          doc
            .font('latinBold')
            .fontSize(11.5)
            .fillColor(TEAL)
            .text(marker, MARGIN + indent, y, { width: 18, lineBreak: false });
          doc.y = y;
          for (const child of item.tokens) {
            if (child.type === 'text')
              paragraph(spansOf((child as Tokens.Text).tokens ?? [child]), {
                size: 11.5,
                indent: indent + 20,
                gapAfter: 3,
              });
            else block(child, indent + 20);
          }
        });
        doc.moveDown(0.3);
        break;
      }
      case 'blockquote': {
        const quote = token as Tokens.Blockquote;
        const top = doc.y;
        for (const child of quote.tokens) {
          if (child.type === 'paragraph')
            paragraph(spansOf((child as Tokens.Paragraph).tokens), {
              size: 11.5,
              color: MUTED,
              indent: indent + 16,
            });
          else block(child, indent + 16);
        }
        doc
          .save()
          .rect(MARGIN + indent, top, 3, Math.max(doc.y - top - 6, 12))
          .fill(TEAL)
          .restore();
        break;
      }
      case 'code': {
        const code = token as Tokens.Code;
        const top = doc.y;
        doc.font('Courier').fontSize(10).fillColor(SLATE);
        const height = doc.heightOfString(code.text, { width: contentWidth - indent - 20 }) + 16;
        if (top + height > doc.page.height - MARGIN) doc.addPage();
        const y = doc.y;
        doc
          .save()
          .roundedRect(MARGIN + indent, y, contentWidth - indent, height, 4)
          .fill('#f1f5f9')
          .restore();
        doc
          .font('Courier')
          .fontSize(10)
          .fillColor(SLATE)
          .text(code.text, MARGIN + indent + 10, y + 8, { width: contentWidth - indent - 20 });
        doc.y = y + height + 8;
        break;
      }
      case 'hr':
        doc.moveDown(0.3);
        doc
          .moveTo(MARGIN, doc.y)
          .lineTo(MARGIN + contentWidth, doc.y)
          .lineWidth(0.6)
          .strokeColor('#cbd5e1')
          .stroke();
        doc.moveDown(0.8);
        break;
      case 'space':
        break;
      default:
        if ('text' in token && typeof token.text === 'string')
          paragraph(plain(token.text), { size: 11.5, indent });
    }
  };

  // Cover.
  doc.rect(0, 0, doc.page.width, 180).fill(TEAL);
  doc.y = 60;
  paragraph(plain(words.cover, true), { size: 14, color: '#ccfbf1', gapAfter: 0 });
  doc.y = 92;
  paragraph(plain(input.title, true), { size: 26, color: '#ffffff', gapAfter: 4 });
  doc.y = 210;
  paragraph(plain(input.summary), { size: 13, color: SLATE, gapAfter: 18 });
  if (input.highlights.length > 0) {
    paragraph(plain(words.inside, true), { size: 15, color: TEAL_DARK, gapAfter: 6 });
    for (const highlight of input.highlights) {
      const y = doc.y;
      doc.circle(MARGIN + 5, y + 9, 3).fill(TEAL);
      doc.y = y;
      paragraph(plain(highlight), { size: 12, indent: 18, gapAfter: 4 });
    }
  }

  doc.addPage();
  for (const token of marked.lexer(input.body)) block(token);

  if (input.course) {
    if (doc.y > doc.page.height - MARGIN - 140) doc.addPage();
    doc.moveDown(1);
    const top = doc.y;
    doc.save().roundedRect(MARGIN, top, contentWidth, 110, 8).fill('#f0fdfa').restore();
    doc.y = top + 16;
    paragraph(plain(words.further, true), {
      size: 15,
      color: TEAL_DARK,
      indent: 16,
      gapAfter: 4,
      width: contentWidth - 32,
    });
    paragraph(
      [
        { text: `${input.course.title}: `, bold: false },
        { text: input.course.url, bold: true, link: input.course.url },
      ],
      {
        size: 11.5,
        indent: 16,
        width: contentWidth - 32,
      },
    );
    doc.y = top + 120;
  }

  /** One footer line in script runs (a Bangla title needs the Bangla face), cut where it would run long. */
  const footerLine = (text: string, y: number, maxWidth: number) => {
    let x = MARGIN;
    doc.fontSize(9).fillColor(MUTED);
    const shown: { text: string; font: FontName; x: number }[] = [];
    for (const run of scriptRuns(text)) {
      const font = fontFor(run.bangla, false);
      const width = doc.font(font).widthOfString(run.text);
      if (x + width > MARGIN + maxWidth) break;
      shown.push({ text: run.text, font, x });
      x += width;
    }
    drawLine(doc, shown.map((run) => run.text).join(''), () => {
      for (const run of shown) doc.font(run.font).text(run.text, run.x, y, { lineBreak: false });
    });
  };

  // Page numbers and the site name in every footer.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    footerLine(`${words.site} · ${input.title}`, doc.page.height - 36, contentWidth - 60);
    // In script runs, right-aligned: Bengali digits are in the Bangla face only, the slash in the Latin one.
    const runs = scriptRuns(localiseDigits(`${index + 1} / ${range.count}`, locale));
    doc.fontSize(9).fillColor(MUTED);
    const widths = runs.map((run) => doc.font(fontFor(run.bangla, false)).widthOfString(run.text));
    let x = MARGIN + contentWidth - widths.reduce((sum, width) => sum + width, 0);
    drawLine(doc, runs.map((run) => run.text).join(''), () => {
      runs.forEach((run, at) => {
        doc.font(fontFor(run.bangla, false)).text(run.text, x, doc.page.height - 36, { lineBreak: false });
        x += widths[at]!;
      });
    });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return finished;
}
