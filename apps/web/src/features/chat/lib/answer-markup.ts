/**
 * The chat service answers in plain text with Markdown-style links, `[Course title](/courseDetails/12)`,
 * and line breaks (brief for issue 8, "Interfaces"). This turns an answer into spans the typewriter reveals
 * one by one and the bubble renders as React elements: never HTML, so nothing in an answer can inject
 * markup. Only links to our own pages (`/`-relative) and https links survive; anything else (javascript:,
 * data:, protocol-relative `//host`, `/\host`, which browsers read as `//host`) is shown as its text.
 */
export type AnswerSpan =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; internal: boolean }
  | { kind: 'break' };

const LINK = /\[([^\]\n]{1,300})\]\(([^()\s]{1,1000})\)/gu;

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** A path on this site: starts with one `/` (not `//`, not `/\`) and has no backslash or control character. */
function isInternalPath(href: string): boolean {
  return /^\/(?![/\\])/u.test(href) && !href.includes('\\') && !hasControlCharacter(href);
}

function isHttpsUrl(href: string): boolean {
  if (!/^https:\/\//iu.test(href)) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Text split into words, each keeping the spaces after it, and line breaks as their own spans. A line
 * that starts a list item ("- " or "* ", as the service lists courses and jobs) gets a bullet.
 */
function pushText(spans: AnswerSpan[], text: string, atLineStart: boolean): void {
  let lineStart = atLineStart;
  for (const part of text.split(/(\r?\n)/u)) {
    if (part === '\n' || part === '\r\n') {
      spans.push({ kind: 'break' });
      lineStart = true;
      continue;
    }
    const line = lineStart ? part.replace(/^[-*] /u, '• ') : part;
    for (const word of line.match(/\s*\S+\s*|\s+/gu) ?? []) spans.push({ kind: 'text', text: word });
    if (part !== '') lineStart = false;
  }
}

export function parseAnswer(answer: string): AnswerSpan[] {
  const spans: AnswerSpan[] = [];
  let last = 0;
  for (const match of answer.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    pushText(spans, answer.slice(last, match.index), last === 0 || /\n$/u.test(answer.slice(0, last)));
    last = match.index + whole.length;
    if (isInternalPath(href)) spans.push({ kind: 'link', text: label, href, internal: true });
    else if (isHttpsUrl(href)) spans.push({ kind: 'link', text: label, href, internal: false });
    else pushText(spans, label, false);
  }
  pushText(spans, answer.slice(last), last === 0 || /\n$/u.test(answer.slice(0, last)));
  return spans;
}

/** The answer as plain words (links by their text), for the screen-reader announcement. */
export function plainAnswer(spans: readonly AnswerSpan[]): string {
  return spans
    .map((span) => (span.kind === 'break' ? '\n' : span.text))
    .join('')
    .trim();
}
