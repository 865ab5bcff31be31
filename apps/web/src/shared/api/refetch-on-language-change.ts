import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';

/**
 * Content comes from the API in the reader's language (courses, paths, bundles, jobs: docs/decisions/026),
 * so what is cached was written in the language it was fetched in. When the interface language changes,
 * everything cached is marked stale and what is on screen is fetched again, now in the new language (the
 * `dokkho_lang` cookie is already set). A catalog loading in the same language is not a change.
 * Answers the unsubscribe.
 */
export function refetchOnLanguageChange(queryClient: QueryClient): () => void {
  let shown = i18n.locale;
  return i18n.on('change', () => {
    if (i18n.locale === shown) return;
    shown = i18n.locale;
    void queryClient.invalidateQueries();
  });
}

/** `refetchOnLanguageChange` for the app's QueryClient, while mounted (app/providers.tsx). */
export function ContentFollowsLanguage(): null {
  const queryClient = useQueryClient();
  useEffect(() => refetchOnLanguageChange(queryClient), [queryClient]);
  return null;
}
