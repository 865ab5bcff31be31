import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createQueryClient } from '../shared/api/query-client';
import { ContentFollowsLanguage } from '../shared/api/refetch-on-language-change';
import { SessionKeeper } from '../features/auth/session/session-keeper';
import { ProfileLanguageFollower } from '../features/auth/session/language-preference';

/**
 * App-wide providers. Lingui's i18n (a language switch re-renders every string), one QueryClient per app
 * instance, with the SPEC.md §7 defaults, the session keeper (silent token refresh) and the follower of the
 * profile's language, and a refetch of the cached content when the language changes (it is in the old one).
 * The keeper renders before the app, so it registers the refresher before any page
 * makes an authenticated call.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionKeeper />
        <ProfileLanguageFollower />
        <ContentFollowsLanguage />
        {children}
      </QueryClientProvider>
    </I18nProvider>
  );
}
