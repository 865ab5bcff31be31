import { i18n, type MessageDescriptor } from '@lingui/core';
import { formattersFor, type Formatters } from '../../../shared/i18n/format';
import { currentLocale } from '../../../shared/i18n/locale';

/**
 * A map of messages read as text in the interface language at the moment each value is read: the label
 * maps stay plain `Record<K, string>` for their callers, and a component that re-renders on a language
 * switch (useLingui) reads the new language.
 */
export function textIn<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Readonly<Record<K, string>> {
  const text = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(text, key, { get: () => i18n._(messages[key]), enumerable: true });
  }
  return text;
}

/** Numbers and dates in the interface language, for code outside components. */
export function currentFormat(): Formatters {
  return formattersFor(currentLocale());
}
