import { z } from 'zod';
import { CHAT_IDLE_EXPIRY_MS, ChatMessage } from '@dokkho/contract/chat';

/**
 * The conversation, kept in localStorage (SPEC.md §4 "History is saved locally") so the widget on the
 * next page and the /chatbot page continue it. One in-memory copy feeds every chat on the page through
 * `subscribe`/`getHistory` (useSyncExternalStore). The greeting is not stored: every chat shows it first.
 *
 * It is cleared on page unload and after 10 minutes without key or mouse activity (SPEC.md §4, §9): see
 * chat-lifecycle.ts. So it survives moving between pages inside the app (client-side navigation), not
 * a reload, a typed address or a closed tab.
 */
export const HISTORY_KEY = 'dokkho.chat.history';
export const LAST_ACTIVITY_KEY = 'dokkho.chat.lastActivity';

const StoredHistory = z.array(ChatMessage).max(500);

let history: readonly ChatMessage[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, enterprise policy): the chat still works for the page.
    return null;
  }
}

function readStored(): readonly ChatMessage[] {
  const store = storage();
  if (!store) return [];
  try {
    const lastActivity = Number(store.getItem(LAST_ACTIVITY_KEY));
    // A history the unload did not clear (a crash, a killed tab) still expires with the idle rule.
    if (lastActivity && Date.now() - lastActivity >= CHAT_IDLE_EXPIRY_MS) {
      store.removeItem(HISTORY_KEY);
      return [];
    }
    const parsed = StoredHistory.safeParse(JSON.parse(store.getItem(HISTORY_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getHistory(): readonly ChatMessage[] {
  history ??= readStored();
  return history;
}

export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setHistory(messages: readonly ChatMessage[]): void {
  history = messages;
  try {
    storage()?.setItem(HISTORY_KEY, JSON.stringify(messages));
    storage()?.setItem(LAST_ACTIVITY_KEY, String(lastActivity));
  } catch {
    // Full or blocked storage: the conversation stays in memory for this page.
  }
  emit();
}

export function appendMessage(message: ChatMessage): readonly ChatMessage[] {
  const next = [...getHistory(), message];
  setHistory(next);
  return next;
}

export function clearHistory(): void {
  history = [];
  try {
    storage()?.removeItem(HISTORY_KEY);
    storage()?.removeItem(LAST_ACTIVITY_KEY);
  } catch {
    // Nothing stored to clear.
  }
  emit();
}

let lastActivity = Date.now();

export function getLastActivity(): number {
  return lastActivity;
}

/**
 * Records key or mouse activity (the caller throttles), in memory and, while there is a conversation to
 * expire, for the next page load. A visitor who never chats gets nothing written to their storage.
 */
export function recordActivity(now: number = Date.now()): void {
  lastActivity = now;
  if (getHistory().length === 0) return;
  try {
    storage()?.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // Blocked storage: the in-memory time still drives the idle expiry of this page.
  }
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetHistoryForTests(): void {
  history = null;
  lastActivity = Date.now();
  listeners.clear();
}
