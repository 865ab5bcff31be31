import { CHAT_OFFSITE_LINKS, hasControlCharacter, isEscapablePunctuation } from '@dokkho/contract/chat';

/**
 * The chat service answers in plain text with Markdown-style links, `[Course title](/courseDetails/12)`,
 * line breaks and backslash escapes (`\[` for a `[` that is text: titles and names people wrote, issue 14
 * item 4; packages/chat/src/markdown.ts). This turns an answer into spans the typewriter reveals one by one and
 * the bubble renders as React elements: never HTML, so nothing in an answer can inject markup. Only links
 * to this site survive (a `/` path, or an address on this origin) and the support contacts of
 * CHAT_OFFSITE_LINKS; anything else (another origin, javascript:, data:, protocol-relative `//host`,
 * `/\host`, which browsers read as `//host`) is shown as its text.
 */
export type AnswerSpan =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; internal: boolean }
  | { kind: 'break' };

const MAX_LABEL = 300;
const MAX_HREF = 1000;

/** A path on this site: starts with one `/` (not `//`, not `/\`) and has no backslash or control character. */
function isInternalPath(href: string): boolean {
  return /^\/(?![/\\])/u.test(href) && !href.includes('\\') && !hasControlCharacter(href);
}

/** Where a link may go: a path of ours (also written as an address on this origin), or a support contact. */
function linkTarget(href: string): { href: string; internal: boolean } | null {
  if (isInternalPath(href)) return { href, internal: true };
  if (CHAT_OFFSITE_LINKS.includes(href)) return { href, internal: false };
  if (!/^https?:\/\//iu.test(href) || hasControlCharacter(href)) return null;
  try {
    const url = new URL(href);
    if (url.origin !== window.location.origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isInternalPath(path) ? { href: path, internal: true } : null;
  } catch {
    return null;
  }
}

/** Text with its backslash escapes read: `\[` is a `[`. */
function unescape(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/gu, '$1');
}

/**
 * `[label](href)` at `start` (the `[`): a one-line label whose brackets, if any, are escaped, and an
 * address without spaces or parentheses. Null when the text there is not a link.
 */
function matchLink(line: string, start: number): { label: string; href: string; end: number } | null {
  let index = start + 1;
  while (index < line.length && index - start <= MAX_LABEL + 1) {
    const character = line[index]!;
    if (character === '\\' && isEscapablePunctuation(line[index + 1])) index += 2;
    else if (character === ']') break;
    else index += 1;
  }
  if (line[index] !== ']' || index === start + 1 || line[index + 1] !== '(') return null;
  const label = line.slice(start + 1, index);
  let end = index + 2;
  while (end < line.length && end - index - 2 < MAX_HREF && !/[()\s]/u.test(line[end]!)) end += 1;
  if (line[end] !== ')' || end === index + 2) return null;
  return { label: unescape(label), href: line.slice(index + 2, end), end: end + 1 };
}

/** Text split into words, each keeping the spaces after it. */
function pushWords(spans: AnswerSpan[], text: string): void {
  for (const word of text.match(/\s*\S+\s*|\s+/gu) ?? []) spans.push({ kind: 'text', text: word });
}

/** One line: a list item ("- " or "* ", as the service lists courses and jobs) gets a bullet. */
function pushLine(spans: AnswerSpan[], line: string): void {
  const bulleted = /^[-*] /u.test(line);
  const body = bulleted ? line.slice(2) : line;
  let text = bulleted ? '• ' : '';
  let index = 0;
  while (index < body.length) {
    const character = body[index]!;
    if (character === '\\' && isEscapablePunctuation(body[index + 1])) {
      text += body[index + 1];
      index += 2;
      continue;
    }
    const link = character === '[' ? matchLink(body, index) : null;
    if (!link) {
      text += character;
      index += 1;
      continue;
    }
    const target = linkTarget(link.href);
    if (target) {
      pushWords(spans, text);
      text = '';
      spans.push({ kind: 'link', text: link.label, ...target });
    } else {
      text += link.label;
    }
    index = link.end;
  }
  pushWords(spans, text);
}

export function parseAnswer(answer: string): AnswerSpan[] {
  const spans: AnswerSpan[] = [];
  answer.split(/\r?\n/u).forEach((line, index) => {
    if (index > 0) spans.push({ kind: 'break' });
    pushLine(spans, line);
  });
  return spans;
}

/** The answer as plain words (links by their text), for the screen-reader announcement. */
export function plainAnswer(spans: readonly AnswerSpan[]): string {
  return spans
    .map((span) => (span.kind === 'break' ? '\n' : span.text))
    .join('')
    .trim();
}
