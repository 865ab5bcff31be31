import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../auth/token-store';
import { track } from './track';

describe('track (SPEC.md §7 analytics)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends nothing when signed out', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    track('course_view', 'SQL', { course_id: 4 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the event when signed in, and only logs a failure', async () => {
    setSession('token', 7);
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"detail":"boom"}', { status: 500 })));
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    track('lesson_start', 'Welcome', { lesson_id: 9 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generics/create-analytics-track/');
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'lesson_start',
      label: 'Welcome',
      payload: { lesson_id: 9 },
    });
  });
});
