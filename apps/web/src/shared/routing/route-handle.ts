import { useMatches } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * What a route tells the shell about its page, set in the route table (`handle`), as messages to translate:
 * - `title`: the static page name for `document.title` ("<title> · Dokkho"). Pages whose title depends on
 *   data (a course name) leave it out and call `usePageTitle` themselves.
 * - `summary`: one line on what the page does, shown by the coming-soon page until the real page lands.
 */
export interface RouteHandleMessages {
  title?: MessageDescriptor;
  summary?: MessageDescriptor;
}

/** The route's handle in the interface language: what `useRouteHandle` gives the shell and pages. */
export interface RouteHandle {
  title?: string;
  summary?: string;
}

function isRouteHandle(value: unknown): value is RouteHandleMessages {
  return typeof value === 'object' && value !== null;
}

/**
 * The handle of the deepest matched route that has one (child routes override their parents), translated
 * into the interface language (re-renders on a language switch).
 */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const { i18n } = useLingui();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) {
      return {
        ...(handle.title ? { title: i18n._(handle.title) } : {}),
        ...(handle.summary ? { summary: i18n._(handle.summary) } : {}),
      };
    }
  }
  return {};
}
