import { useMatches } from 'react-router';

/**
 * What a route tells the shell about its page, set in the route table (`handle`):
 * - `title`: the static page name for `document.title` ("<title> · Dokkho"). Pages whose title depends on
 *   data (a course name) leave it out and call `usePageTitle` themselves.
 * - `summary`: one line on what the page does, shown by the coming-soon page until the real page lands.
 */
export interface RouteHandle {
  title?: string;
  summary?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handle of the deepest matched route that has one (child routes override their parents). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}
