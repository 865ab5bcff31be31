// @vitest-environment jsdom
// DOMPurify needs a standards-complete DOM: under happy-dom it keeps <script> and drops headings.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown: headings, lists, tables, code', () => {
    const html = renderMarkdown(
      '## Practise\n\n1. Open the sheet\n2. Press **Ctrl + T**\n\n| Shortcut | What |\n| --- | --- |\n| `F4` | Lock a cell |\n',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('h2')?.textContent).toBe('Practise');
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('strong')?.textContent).toBe('Ctrl + T');
    expect(root.querySelector('table td code')?.textContent).toBe('F4');
  });

  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x.png" onerror="alert(2)" style="color:red">\n\n' +
        '[click](javascript:alert(3))\n\n<iframe src="https://evil.test"></iframe>\n\n<style>body{display:none}</style>\n',
    );
    expect(html).not.toMatch(/<script|onerror|style|javascript:|<iframe/i);
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect(root.textContent).toContain('click');
  });

  it('opens links to other sites in a new tab without handing them this page', () => {
    const root = document.createElement('div');
    root.innerHTML = renderMarkdown('[Excel](https://support.microsoft.com/excel) and [home](/allcourses)');
    const [outside, inside] = Array.from(root.querySelectorAll('a'));
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(inside?.getAttribute('target')).toBeNull();
  });
});
