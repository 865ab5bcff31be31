import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../shared/api/client';
import { clearSession, getAccessToken, getUserId, setSession } from '../../../shared/auth/token-store';
import { fakeJwt, jsonResponse } from '../test-utils';
import { REFRESH_BEFORE_EXPIRY_MS, REFRESH_RETRY_MS, refreshDelayMs } from './refresh-schedule';
import { SessionKeeper } from './session-keeper';

const NOW = Date.UTC(2026, 0, 10, 8, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('refreshDelayMs', () => {
  it('refreshes a minute before exp, at once when (nearly) expired, never without exp', () => {
    expect(refreshDelayMs(fakeJwt({ exp: inSeconds(15 * 60) }), NOW)).toBe(
      15 * 60_000 - REFRESH_BEFORE_EXPIRY_MS,
    );
    expect(refreshDelayMs(fakeJwt({ exp: inSeconds(30) }), NOW)).toBe(0);
    expect(refreshDelayMs(fakeJwt({ exp: inSeconds(-3600) }), NOW)).toBe(0);
    expect(refreshDelayMs('opaque', NOW)).toBeNull();
  });
});

describe('silent refresh (ARCHITECTURE.md "Identity, sessions and roles")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('refreshes shortly before exp with the cookie, stores the new token and schedules the next', async () => {
    const first = fakeJwt({ sub: '7', exp: inSeconds(15 * 60) });
    const second = fakeJwt({ sub: '7', exp: inSeconds(30 * 60) });
    const third = fakeJwt({ sub: '7', exp: inSeconds(45 * 60) });
    const fetchMock = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse({ access: second, refresh: 'rotated-1' }))
      .mockResolvedValueOnce(jsonResponse({ access: third, refresh: 'rotated-2' }));
    vi.stubGlobal('fetch', fetchMock);
    setSession(first, 7);
    render(<SessionKeeper />);

    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000 - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/token/refresh/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(getAccessToken()).toBe(second);
    expect(getUserId()).toBe('7');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('rotated');

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getAccessToken()).toBe(third);
  });

  it('refreshes first on app start when the stored token has expired', async () => {
    const fresh = fakeJwt({ sub: '7', exp: inSeconds(15 * 60) });
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ access: fresh, refresh: 'r' })));
    vi.stubGlobal('fetch', fetchMock);
    setSession(fakeJwt({ sub: '7', exp: inSeconds(-8 * 3600) }), 7);
    render(<SessionKeeper />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe(fresh);
  });

  it('makes an authenticated call wait for the refresh instead of sending an expired token', async () => {
    const fresh = fakeJwt({ sub: '7', exp: inSeconds(15 * 60) });
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        url.endsWith('token/refresh/')
          ? jsonResponse({ access: fresh, refresh: 'r' })
          : jsonResponse({ ok: 1 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    setSession(fakeJwt({ sub: '7', exp: inSeconds(-60) }), 7);
    render(<SessionKeeper />);
    await act(() => apiRequest('course/enrolled/'));
    // One refresh only (the timer and the call share it: the server revokes a reused refresh token).
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url.endsWith('token/refresh/'))).toHaveLength(1);
    const enrolled = fetchMock.mock.calls.find(([url]) => url.endsWith('course/enrolled/'))!;
    expect(new Headers(enrolled[1]?.headers).get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('signs out when the refresh answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ detail: 'Session expired.' }, 401))),
    );
    setSession(fakeJwt({ sub: '7', exp: inSeconds(-1) }), 7);
    window.localStorage.setItem('other', 'x');
    render(<SessionKeeper />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the session and retries later when the refresh gets no reply', async () => {
    const fresh = fakeJwt({ sub: '7', exp: inSeconds(15 * 60) });
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ access: fresh, refresh: 'r' }));
    vi.stubGlobal('fetch', fetchMock);
    const stale = fakeJwt({ sub: '7', exp: inSeconds(20) });
    setSession(stale, 7);
    render(<SessionKeeper />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe(stale);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getAccessToken()).toBe(fresh);
  });
});
