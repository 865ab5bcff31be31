import { ChatResponse, type ChatRequest } from '@dokkho/contract/chat';
import { config } from '../../../shared/config';

/** A chat service that has not answered by then has failed (SPEC.md §8: the indicator simply stops). */
export const CHAT_ANSWER_TIMEOUT_MS = 30_000;

/**
 * `POST /chat/ask` (SPEC.md §7): a separate service, mounted outside /api, that needs no sign-in. Any
 * failure (no reply, an error status, a body that is not `{answer}`) rejects; the widget stays silent.
 */
export async function askChat(request: ChatRequest, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHAT_ANSWER_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(`${config.apiBaseUrl}/chat/ask`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`Chat answered ${response.status}`);
    return ChatResponse.parse(await response.json()).answer;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
