import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CHAT_IDLE_EXPIRY_MS } from '@dokkho/contract/chat';
import {
  appendMessage,
  getHistory,
  HISTORY_KEY,
  LAST_ACTIVITY_KEY,
  resetHistoryForTests,
  setHistory,
} from './chat-history';
import { ACTIVITY_THROTTLE_MS, useChatLifecycle } from './chat-lifecycle';

const QUESTION = { role: 'user', content: 'How do I pay with bKash?' } as const;
const ANSWER = { role: 'assistant', content: 'Choose bKash at checkout.' } as const;

beforeEach(() => {
  localStorage.clear();
  resetHistoryForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat history (SPEC.md §4: saved locally)', () => {
  it('is saved to localStorage and restored on the next read (another page of the visit)', () => {
    appendMessage(QUESTION);
    appendMessage(ANSWER);
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual([QUESTION, ANSWER]);

    resetHistoryForTests();
    expect(getHistory()).toEqual([QUESTION, ANSWER]);
  });

  it('ignores a stored value that is not a conversation', () => {
    localStorage.setItem(HISTORY_KEY, '{"role":"system"}');
    expect(getHistory()).toEqual([]);
    resetHistoryForTests();
    localStorage.setItem(HISTORY_KEY, 'not json');
    expect(getHistory()).toEqual([]);
  });

  it('drops a stored conversation whose last activity is more than 10 minutes old', () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([QUESTION]));
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - CHAT_IDLE_EXPIRY_MS - 1));
    expect(getHistory()).toEqual([]);
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('is cleared when the page unloads (pagehide), and on a page restored from the back/forward cache', () => {
    const { unmount } = renderHook(() => useChatLifecycle());
    setHistory([QUESTION, ANSWER]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(getHistory()).toEqual([]);
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();

    setHistory([QUESTION]);
    act(() => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
    });
    expect(getHistory()).toEqual([]);
    unmount();
  });

  it('is cleared after 10 minutes without key or mouse activity', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useChatLifecycle());
    setHistory([QUESTION, ANSWER]);

    act(() => {
      vi.advanceTimersByTime(CHAT_IDLE_EXPIRY_MS - 1);
    });
    expect(getHistory()).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(getHistory()).toEqual([]);
    unmount();
  });

  it('keeps the conversation while the visitor types or moves the mouse', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useChatLifecycle());
    setHistory([QUESTION, ANSWER]);

    // Activity every 4 minutes for 20 minutes: never 10 minutes idle.
    for (let minute = 4; minute <= 20; minute += 4) {
      act(() => {
        vi.advanceTimersByTime(4 * 60_000);
      });
      window.dispatchEvent(new Event(minute % 8 === 0 ? 'keydown' : 'mousemove'));
    }
    expect(getHistory()).toHaveLength(2);
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());

    // Then silence: cleared 10 minutes after the last activity, not before.
    act(() => {
      vi.advanceTimersByTime(CHAT_IDLE_EXPIRY_MS - 1_000);
    });
    expect(getHistory()).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(getHistory()).toEqual([]);
    unmount();
  });

  it('writes nothing to the storage of a visitor who never chats', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useChatLifecycle());
    act(() => {
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    });
    window.dispatchEvent(new Event('keydown'));
    expect(Object.keys(localStorage)).toEqual([]);
    unmount();
  });

  it('counts a burst of mouse moves once (throttled)', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useChatLifecycle());
    setHistory([QUESTION, ANSWER]);
    const stored = () => Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    act(() => {
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    });
    window.dispatchEvent(new Event('mousemove'));
    const first = stored();
    expect(first).toBe(Date.now());

    act(() => {
      vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 1);
    });
    for (let i = 0; i < 50; i += 1) window.dispatchEvent(new Event('mousemove'));
    expect(stored()).toBe(first);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    window.dispatchEvent(new Event('touchstart'));
    expect(stored()).toBe(first + ACTIVITY_THROTTLE_MS);
    unmount();
  });
});
