import { describe, expect, it } from 'vitest';
import { SITE } from '@dokkho/contract/site';
import { parseAnswer, plainAnswer } from './answer-markup';

describe('parseAnswer: chat answers as words and safe links', () => {
  it('splits text into words (with their spaces) and line breaks', () => {
    expect(parseAnswer('Pay with bKash.\nIt is quick')).toEqual([
      { kind: 'text', text: 'Pay ' },
      { kind: 'text', text: 'with ' },
      { kind: 'text', text: 'bKash.' },
      { kind: 'break' },
      { kind: 'text', text: 'It ' },
      { kind: 'text', text: 'is ' },
      { kind: 'text', text: 'quick' },
    ]);
  });

  it('keeps links to our pages and the support contacts, each one span', () => {
    const spans = parseAnswer(
      `See [Excel Essentials for Office Jobs](/courseDetails/12) or [WhatsApp us](${SITE.whatsappHref}).`,
    );
    expect(spans).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Excel Essentials for Office Jobs', href: '/courseDetails/12', internal: true },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'WhatsApp us', href: SITE.whatsappHref, internal: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps an address on this origin as a link to the page, refuses every other origin', () => {
    const spans = parseAnswer(
      `[jobs](${window.location.origin}/jobs?division=Dhaka) [bKash](https://www.bkash.com/help) [x](https://evil.example)`,
    );
    expect(spans.filter((span) => span.kind === 'link')).toEqual([
      { kind: 'link', text: 'jobs', href: '/jobs?division=Dhaka', internal: true },
    ]);
    expect(plainAnswer(spans)).toBe('jobs bKash x');
  });

  it('reads backslash escapes as text: an escaped link is no link', () => {
    const spans = parseAnswer(
      '- [\\[Win\\]\\(https\\://evil.example\\)](/jobs/7) at \\<b\\>Acme\\</b\\>\n\\- not a bullet',
    );
    expect(spans.filter((span) => span.kind === 'link')).toEqual([
      { kind: 'link', text: '[Win](https://evil.example)', href: '/jobs/7', internal: true },
    ]);
    expect(plainAnswer(spans)).toBe('• [Win](https://evil.example) at <b>Acme</b>\n- not a bullet');
    expect(parseAnswer('\\[Win\\](https://evil.example)').some((span) => span.kind === 'link')).toBe(false);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['http://plain.example'],
    ['https://evil.example'],
    ['https://www.bkash.com/help'],
    ['vbscript:x'],
  ])('makes no link of %s, only text', (href) => {
    const spans = parseAnswer(`Click [here](${href}) now`);
    expect(spans.some((span) => span.kind === 'link')).toBe(false);
    // Without parentheses in the address the label stands alone; otherwise the whole thing stays text.
    expect(plainAnswer(spans)).toMatch(/^Click (here|\[here\]\(.*\)) now$/);
  });

  it('shows a refused link by its label', () => {
    expect(plainAnswer(parseAnswer('Click [here](javascript:alert`1`) now'))).toBe('Click here now');
  });

  it('never turns markup into elements: it stays text', () => {
    const spans = parseAnswer('<img src=x onerror=alert(1)> [<b>x</b>](/jobs)');
    expect(spans[0]).toEqual({ kind: 'text', text: '<img ' });
    expect(spans.at(-1)).toEqual({ kind: 'link', text: '<b>x</b>', href: '/jobs', internal: true });
  });

  it('shows list lines ("- " or "* ") with a bullet, and only at the start of a line', () => {
    const spans = parseAnswer('Courses:\n- [Excel](/courseDetails/2): 5 - 6 hours\n* Power BI');
    expect(plainAnswer(spans)).toBe('Courses:\n• Excel: 5 - 6 hours\n• Power BI');
    expect(plainAnswer(parseAnswer('- first'))).toBe('• first');
  });

  it('reads the whole answer for screen readers, links by their text', () => {
    expect(plainAnswer(parseAnswer('Hi!\nSee [jobs](/jobs).'))).toBe('Hi!\nSee jobs.');
  });
});
