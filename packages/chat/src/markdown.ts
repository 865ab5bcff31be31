import { CHAT_OFFSITE_LINKS, hasControlCharacter, isEscapablePunctuation } from '@dokkho/contract/chat';

/*
 * The Markdown safety of an answer (issue 14 item 4). Answers are Markdown with links to our own pages,
 * and they carry text that other people wrote: job titles, company names, course titles, offer and FAQ
 * text. Two layers keep the chatbot from linking anywhere else:
 *  - escapeMarkdown: such text goes into an answer as text, every Markdown character escaped, so a job
 *    titled `[Win](https://evil.example)` is shown as those characters and never becomes a link;
 *  - restrictLinks: the finished answer (retrieval's or the model's) keeps only links to this site's
 *    `/` paths and the support contacts of CHAT_OFFSITE_LINKS; any other link shows its label as text,
 *    images, HTML and autolinks become text, and bare addresses are defanged so no renderer links them.
 * The widget reads the same escapes (apps/web/src/features/chat/lib/answer-markup.ts).
 */

/** Characters that change meaning anywhere in a line: emphasis, code, links, images, HTML, entities. */
const INLINE_SPECIAL = /[\\`*_[\]()<>!&|~]/gu;

/** Text written by someone else, as Markdown that shows exactly that text (and links nowhere). */
export function escapeMarkdown(text: string): string {
  return defangBareAddresses(
    text
      .replace(INLINE_SPECIAL, (character) => `\\${character}`)
      // Block markers only count at the start of a line: headings, list items, setext underlines.
      .replace(/^([ \t]*)([#+=-])/gmu, (_, space: string, marker: string) => `${space}\\${marker}`)
      .replace(/^([ \t]*\d{1,9})\./gmu, (_, number: string) => `${number}\\.`),
  );
}

/** A path on this site: one leading `/` (not `//`, not `/\`), no backslash, space, bracket or control. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/u.test(href) && !/[\\\s<>()]/u.test(href) && !hasControlCharacter(href);
}

export function isAllowedHref(href: string): boolean {
  return isSitePath(href) || CHAT_OFFSITE_LINKS.includes(href);
}

interface LinkMatch {
  /** The label as written (escapes kept). */
  label: string;
  href: string;
  /** The index just after the closing parenthesis. */
  end: number;
}

const MAX_LABEL = 300;
const MAX_HREF = 1000;

/**
 * `[label](href)` at `start` (which holds the `[`), in the shape the widget renders: a label of one line
 * without unescaped brackets, a destination without spaces, brackets, angle brackets or backslashes, no
 * title. Anything fancier is not a link to us; the caller escapes it.
 */
function matchLink(text: string, start: number): LinkMatch | null {
  let index = start + 1;
  while (index < text.length && index - start <= MAX_LABEL + 1) {
    const character = text[index]!;
    if (character === '\\' && isEscapablePunctuation(text[index + 1])) {
      index += 2;
      continue;
    }
    if (character === '\n' || character === '[') return null;
    if (character === ']') break;
    index += 1;
  }
  if (text[index] !== ']' || index === start + 1 || text[index + 1] !== '(') return null;
  const label = text.slice(start + 1, index);
  let end = index + 2;
  while (end < text.length && end - index - 2 < MAX_HREF && !/[()\s<>\\]/u.test(text[end]!)) end += 1;
  if (text[end] !== ')' || end === index + 2) return null;
  return { label, href: text.slice(index + 2, end), end: end + 1 };
}

/**
 * Bare addresses that GitHub-flavoured renderers would link by themselves (and a protocol-relative
 * `//host`), with the `:`, `.` or `/` escaped: shown the same, linked by nobody.
 */
function defangBareAddresses(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]{0,30}):(?=\/\/)/giu, (_, scheme: string) => `${scheme}\\:`)
    .replace(/\bwww\./giu, (www: string) => `${www.slice(0, 3)}\\.`)
    .replace(/(?<![\w/\\:])\/\/(?=[\w-])/gu, '\\/\\/');
}

function scan(markdown: string, linksAllowed: boolean): string {
  let out = '';
  let text = '';
  const flush = () => {
    out += defangBareAddresses(text);
    text = '';
  };
  let index = 0;
  while (index < markdown.length) {
    const character = markdown[index]!;
    if (character === '\\' && isEscapablePunctuation(markdown[index + 1])) {
      text += character + markdown[index + 1]!;
      index += 2;
      continue;
    }
    const image = character === '!' && markdown[index + 1] === '[';
    if (character === '[' || image) {
      const link = matchLink(markdown, image ? index + 1 : index);
      if (link) {
        flush();
        const label = scan(link.label, false);
        // An image is never shown: a link to one of our pages stays a link, anything else its text.
        out += linksAllowed && isAllowedHref(link.href) ? `[${label}](${link.href})` : label;
        index = link.end;
        continue;
      }
      text += `\\${character}`;
      index += 1;
      continue;
    }
    // Unpaired brackets (reference links and their definitions), HTML, autolinks and code spans.
    text += ']<>`'.includes(character) ? `\\${character}` : character;
    index += 1;
  }
  flush();
  return out;
}

/** The answer with only our links left (see the top of this file). Idempotent. */
export function restrictLinks(markdown: string): string {
  return scan(markdown, true);
}

const ADDRESS =
  /(?:\b[a-z][a-z0-9+.-]{0,30}:\/\/|(?<![\w/\\:])\/\/(?=[\w-])|\bwww\.|\b(?:mailto|tel|sms|javascript|data|vbscript):)[^\s<>()[\]"'`]+/giu;

/**
 * Does a model's answer name an address we did not give it, as a link, HTML or bare text? The adapter
 * then drops the answer: a model that writes its own addresses was talked round (or the facts carried an
 * injection), and the retrieval answer is the safe one.
 */
export function mentionsOutsideAddress(markdown: string): boolean {
  for (const match of markdown.matchAll(/(?<!\\)\]\(\s*<?([^)\s>]*)/gu)) {
    if (!isAllowedHref(match[1] ?? '')) return true;
  }
  if (/(?<!\\)<\/?[a-z]/iu.test(markdown)) return true;
  for (const [address] of markdown.matchAll(ADDRESS)) {
    if (!CHAT_OFFSITE_LINKS.includes(address.replace(/[.,;:!?]+$/u, ''))) return true;
  }
  return false;
}
