import type { QueryClient } from '@tanstack/react-query';
import { siteConfigQueryOptions } from '../../../shared/api/site-config';
import { config } from '../../../shared/config';

/** The lookup may take this long; after it the question goes with ip null (issue 8 item 2). */
export const IP_LOOKUP_TIMEOUT_MS = 3_000;

let lookup: Promise<string | null> | null = null;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

async function fetchIp(queryClient: QueryClient): Promise<string | null> {
  const site = await queryClient.fetchQuery(siteConfigQueryOptions());
  const url = site.chat?.ip_lookup_url;
  if (!url) return null;
  // Our own lookup (/api/site/ip/) sits behind the API's base; an outside one is called directly (its
  // origin is in the CSP's connect-src, security.ts).
  const target = url.startsWith('/') ? `${config.apiBaseUrl}${url}` : url;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IP_LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetch(target, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const ip = typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : null;
    return typeof ip === 'string' && ip.length > 0 && ip.length <= 64 ? ip : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The visitor's public address for the chat request (SPEC.md §7 "a GET to a public IP-lookup service
 * returns ip; failure is tolerated"). SPEC.md asks before each send; the address does not change within a
 * visit, so it is looked up once per page load, started when the chat first opens, and every send waits
 * for it at most IP_LOOKUP_TIMEOUT_MS. Any failure gives null and never blocks sending; nothing is logged,
 * so a blocked third-party lookup does not fill the console.
 */
export function visitorIp(queryClient: QueryClient): Promise<string | null> {
  lookup ??= fetchIp(queryClient).catch(() => null);
  return withTimeout(lookup, IP_LOOKUP_TIMEOUT_MS, null);
}

/** For tests: the next call looks the address up again. */
export function resetVisitorIpForTests(): void {
  lookup = null;
}
