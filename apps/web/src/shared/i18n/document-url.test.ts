import { describe, expect, it } from 'vitest';
import { withDocumentLanguage } from './document-url';

describe('withDocumentLanguage', () => {
  it('adds the language to a link with or without a query', () => {
    expect(withDocumentLanguage('https://dokkho.test/api/course/certificate-pdf/DKH-1/', 'bn')).toBe(
      'https://dokkho.test/api/course/certificate-pdf/DKH-1/?lang=bn',
    );
    expect(withDocumentLanguage('/api/x/?a=1', 'en')).toBe('/api/x/?a=1&lang=en');
  });

  it('replaces a language the link already asks for, and keeps a fragment', () => {
    expect(withDocumentLanguage('/api/x/?lang=en', 'bn')).toBe('/api/x/?lang=bn');
    expect(withDocumentLanguage('/api/x/?lang=en&a=1#top', 'bn')).toBe('/api/x/?a=1&lang=bn#top');
  });
});
