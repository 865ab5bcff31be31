import { zodResolver as zodResolverInEnglish } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Locale } from '@dokkho/contract/locale';
import { currentLocale } from '../i18n/locale';
import { loadContractMessages } from './contract-messages';

type Translate = (message: string) => string;

/** The same errors with every `message` in the language on screen; `ref` (the field's element) kept as is. */
function translated<T>(errors: T, translate: Translate): T {
  if (Array.isArray(errors)) return errors.map((item: unknown) => translated(item, translate)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'message' && typeof value === 'string') copy[key] = translate(value);
    else copy[key] = key === 'ref' ? value : translated(value, translate);
  }
  return copy as T;
}

/**
 * The contract's schemas say their validation messages in English (zod's own defaults too, said plainly by
 * @dokkho/contract/zod-messages); the Bangla of each is in @dokkho/contract/i18n (ADR 025), loaded only
 * when the page is in Bangla so English pages never download it. Any message without Bangla (one a feature
 * wrote with Lingui, already in the language on screen) stays as it is.
 */
async function translatorFor(locale: Locale): Promise<Translate | null> {
  if (locale === 'en') return null;
  const { translateMessage } = await loadContractMessages();
  return (message) => translateMessage(message, locale);
}

/** Wraps a resolver so its errors come out in the language on screen at the time of validating. */
export function inLanguageOnScreen<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const translate = await translatorFor(currentLocale());
    return translate ? { values: {}, errors: translated(result.errors, translate) } : result;
  };
}

/**
 * `zodResolver` of @hookform/resolvers with the messages in the language on screen: the one place the
 * web's forms get the Bangla of the contract's validation messages. Forms import this one, never the
 * library's (eslint.config.js).
 */
export const zodResolver = ((...args: Parameters<typeof zodResolverInEnglish>) =>
  inLanguageOnScreen(zodResolverInEnglish(...args))) as typeof zodResolverInEnglish;
