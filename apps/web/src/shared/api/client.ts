import { ApiError } from '@dokkho/contract/errors';
import { config } from '../config';
import { clearSession, getAccessToken } from '../auth/token-store';
import { ensureFreshAccessToken } from '../auth/session-refresh';
import { currentLocale } from '../i18n/locale';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData goes as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: send no bearer token and do not refresh first (sign-in, sign-up and the token refresh itself,
   * which authenticate by their body or the httpOnly refresh cookie). Default true.
   */
  auth?: boolean;
  /** Let the request outlive the page (a lesson's position saved as the tab closes). */
  keepalive?: boolean;
  /**
   * The browser's HTTP cache mode: 'no-cache' revalidates a publicly cached reply (the course page is
   * cached for 60 s), for a read that must see a change the user has just made.
   */
  cache?: RequestCache;
  /**
   * Extra request headers: a bearer credential that must never travel in a URL (an event ticket, which a
   * query string would leave in access logs).
   */
  headers?: Record<string, string>;
}

/** Builds `/api/<path>?<query>`, leaving out empty query values. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${config.apiBaseUrl}/api/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The language on screen, sent with every call so the API's error messages come back in it (ADR 025). It
 * wins over the `dokkho_lang` cookie on the server, which can lag behind a switch made in another tab.
 */
export function languageHeader(): { 'Accept-Language': string } {
  return { 'Accept-Language': currentLocale() };
}

/** Retry-After in seconds (the API sends whole seconds, never an HTTP date), or undefined. */
function retryAfterHeader(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

/**
 * The one way the web client talks to the API (SPEC.md §7): JSON in and out, bearer token from memory
 * then localStorage, every failure turned into an ApiError by the formatter of SPEC.md §8.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...languageHeader(),
    ...options.headers,
  };
  const authenticated = options.auth !== false;
  if (authenticated) await ensureFreshAccessToken();
  const token = authenticated ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'include',
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.noResponse(error);
  }

  const text = await response.text();
  let body: unknown = text;
  if (text && response.headers.get('content-type')?.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }

  if (!response.ok) {
    // SPEC.md §4: any 401 signs the user out on this device. (A wrong password at sign-in is a 401 too:
    // clearing an already empty session is harmless, and the form shows the message.)
    if (response.status === 401) clearSession();
    throw ApiError.fromResponse(response.status, body, retryAfterHeader(response));
  }
  return (text ? body : undefined) as T;
}
