/**
 * Client configuration, read once (CONVENTIONS.md §5). Only `VITE_` variables reach the browser.
 * The API is served from the same origin by default (apps/api serves the built SPA).
 */
export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') ?? '',
} as const;
