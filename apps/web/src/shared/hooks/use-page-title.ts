import { useEffect } from 'react';
import { i18n } from '@lingui/core';
import { SITE } from '@dokkho/contract/site';
import { SITE_TAGLINE } from '../labels/site';

/** "<Page> · Dokkho"; the home page (no page name) gets the brand and tagline (in the interface language). */
export function formatPageTitle(page?: string | null): string {
  return page ? `${page} · ${SITE.name}` : `${SITE.name} · ${i18n._(SITE_TAGLINE)}`;
}

/**
 * Sets `document.title` for pages whose title depends on data (a course or job name). It runs as a passive
 * effect, after the shell's layout effect that applies the route's static `handle.title`, so the page's
 * own title wins.
 */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = formatPageTitle(page);
  }, [page]);
}
