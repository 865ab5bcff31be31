import { describe, expect, it } from 'vitest';
import { SITE } from '@dokkho/contract/site';
import { escapeMarkdown, mentionsOutsideAddress, restrictLinks } from './markdown';

/** Every link target in a Markdown text, as a CommonMark renderer would find inline links and images. */
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/(?<!\\)\]\(([^)\s]*)\)/gu)].map((match) => match[1]);

const HOSTILE = [
  '[Win](https://evil.example)',
  '![x](https://evil.example/pixel.png)',
  '<a href="https://evil.example">Win</a>',
  '<https://evil.example>',
  '[Win][1]\n[1]: https://evil.example',
  '`code` *bold* _it_ # heading',
  '[Win](/jobs "title")',
  '[Win](//evil.example)',
];

describe('escapeMarkdown: other people’s text stays text', () => {
  it.each(HOSTILE)('leaves no unescaped Markdown in %j', (text) => {
    const escaped = escapeMarkdown(text);
    expect(linkTargets(`[label](/jobs/1) ${escaped}`)).toEqual(['/jobs/1']);
    expect(escaped).not.toMatch(/(?<!\\)[[\]()<>`*_]/u);
    // Whatever it escaped, the final pass leaves alone: no link, nothing dropped.
    expect(restrictLinks(escaped)).toBe(escaped);
    expect(mentionsOutsideAddress(escaped)).toBe(false);
  });

  it('escapes block markers at the start of a line only', () => {
    expect(escapeMarkdown('# Big\n- item\n1. first')).toBe('\\# Big\n\\- item\n1\\. first');
    expect(escapeMarkdown('Front-end #1 Dev. 2.0')).toBe('Front-end #1 Dev. 2.0');
  });
});

describe('restrictLinks: only our pages and the support contacts', () => {
  it('keeps links to our pages and the configured support links', () => {
    const answer = `See [Excel](/courseDetails/12), [jobs](/jobs?division=Dhaka) or [WhatsApp](${SITE.whatsappHref}).`;
    expect(restrictLinks(answer)).toBe(answer);
  });

  it.each([
    ['[Win](https://evil.example)', 'Win'],
    ['[Win](http://evil.example)', 'Win'],
    ['[Win](//evil.example)', 'Win'],
    ['[Win](/\\evil.example)', '\\[Win\\](/\\evil.example)'],
    ['[Win](javascript:alert(1))', '\\[Win\\](javascript:alert(1))'],
    ['![x](https://evil.example/p.png)', 'x'],
    ['![x](/media/p.png)', '[x](/media/p.png)'],
    ['<a href="https://evil.example">Win</a>', '\\<a href="https\\://evil.example"\\>Win\\</a\\>'],
    ['<https://evil.example>', '\\<https\\://evil.example\\>'],
    ['Visit https://evil.example or www.evil.example', 'Visit https\\://evil.example or www\\.evil.example'],
    ['[Win][1]\n[1]: https://evil.example', '\\[Win\\]\\[1\\]\n\\[1\\]: https\\://evil.example'],
    ['[[Win](https://evil.example)](/jobs/1)', '\\[Win\\](/jobs/1)'],
  ])('makes %j harmless', (input, output) => {
    const restricted = restrictLinks(input);
    expect(restricted).toBe(output);
    expect(linkTargets(restricted).every((href) => href?.startsWith('/'))).toBe(true);
    expect(restrictLinks(restricted)).toBe(restricted);
  });

  it('keeps an escaped title inside a link to our page', () => {
    const answer = `- [${escapeMarkdown('[Win](https://evil.example)')}](/jobs/7) at ${escapeMarkdown('<b>Acme</b>')}`;
    expect(linkTargets(restrictLinks(answer))).toEqual(['/jobs/7']);
  });
});

describe('mentionsOutsideAddress: a model that writes its own addresses', () => {
  it.each([
    'Apply at [the portal](https://evil.example/apply).',
    'Apply at https://evil.example now',
    'Apply at www.evil.example now',
    'Apply at //evil.example now',
    'Click <a href="/jobs">here</a>',
    '![x](/media/p.png) and [x](mailto:someone@evil.example)',
  ])('flags %j', (text) => {
    expect(mentionsOutsideAddress(text)).toBe(true);
  });

  it.each([
    'See [Excel](/courseDetails/12) and [jobs](/jobs?division=Dhaka).',
    `Write to ${SITE.email}, or message us on [WhatsApp](${SITE.whatsappHref}).`,
    `Call ${SITE.phoneHref}.`,
    'The course costs 3 < 4 thousand taka: 10:30 start. Big data: Excel.',
    escapeMarkdown('Job titled [Win](https://evil.example)'),
  ])('lets %j through', (text) => {
    expect(mentionsOutsideAddress(text)).toBe(false);
  });
});
