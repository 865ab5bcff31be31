import type { Locale } from '@dokkho/contract/locale';
import { currentLocale } from './locale';

/**
 * A document link (certificate, invoice or handbook PDF) that asks for the interface's language with
 * `?lang=`: the API then writes the PDF's own words in it, whatever cookie or browser language the
 * download goes out with (issue 16 item 5).
 */
export function withDocumentLanguage(url: string, locale: Locale = currentLocale()): string {
  const [path = '', hash] = url.split('#', 2);
  const withoutLang = path.replace(/([?&])lang=[^&]*(&|$)/, (_match, lead: string, tail: string) =>
    tail ? lead : '',
  );
  const separator = withoutLang.includes('?') ? '&' : '?';
  return `${withoutLang}${separator}lang=${locale}${hash === undefined ? '' : `#${hash}`}`;
}
