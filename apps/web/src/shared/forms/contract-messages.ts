import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type * as ContractMessages from '@dokkho/contract/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@dokkho/contract/locale';

type Dictionary = typeof ContractMessages;

let loading: Promise<Dictionary> | undefined;
let loaded: Dictionary | undefined;

/**
 * The contract's dictionary (ADR 025): the Bangla of every message its schemas say, zod's defaults
 * included (`@dokkho/contract/zod-messages`). A dynamic import, loaded once and only when a page is in
 * Bangla, so English pages never download it.
 */
export function loadContractMessages(): Promise<Dictionary> {
  loading ??= import('@dokkho/contract/i18n').then((dictionary) => (loaded = dictionary));
  return loading;
}

/** `message` in `locale`, once the dictionary is loaded; as it is (English) before, or without Bangla. */
function say(dictionary: Dictionary | undefined, locale: Locale, message: string): string {
  return locale === 'en' || !dictionary ? message : dictionary.translateMessage(message, locale);
}

/**
 * For a component that checks a value with a contract schema itself (`safeParse`, outside a form's
 * resolver) and shows the message: keep the message as the schema said it (English) and show
 * `sayMessage(message)`, which is the message in the language on screen, following a switch of language
 * too. On a Bangla page the dictionary loads as the component mounts, long before anyone submits.
 */
export function useContractMessages(): <M extends string | undefined>(message: M) => M {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [dictionary, setDictionary] = useState(loaded);

  useEffect(() => {
    if (locale === 'en' || dictionary) return;
    let mounted = true;
    void loadContractMessages().then(
      (done) => {
        if (mounted) setDictionary(done);
      },
      // A chunk that did not load leaves the message in English: never an empty or a broken one.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [locale, dictionary]);

  return useCallback(
    <M extends string | undefined>(message: M): M =>
      (message === undefined ? message : say(dictionary, locale, message)) as M,
    [dictionary, locale],
  );
}
