import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Article lessons are Markdown written by instructors (issue 4 item 5: "sanitised Markdown"). marked turns
 * it into HTML (GitHub flavour: tables, as the demo cheat sheets use), then DOMPurify keeps only plain
 * content markup: no scripts, no event handlers, no `style` attributes or elements (the CSP would refuse
 * them and log an error: docs/decisions/004), no forms or frames. Links to other sites open in a new tab
 * without handing them this page.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

function isExternal(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  // An instance of our own, so the link hook below never affects another user of DOMPurify.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && isExternal(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/** Markdown -> sanitised HTML, safe for `dangerouslySetInnerHTML`. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio'],
    FORBID_ATTR: ['style', 'class', 'id'],
    ADD_ATTR: ['target'],
  });
}
