import { CHAT_WORD_LIMIT } from '@dokkho/contract/chat';

/**
 * Normalises a visitor's chat message the same way on the client and in the chat service: whitespace
 * collapsed, cut to the first 150 words (SPEC.md §5). Returns null for an empty or whitespace-only
 * message, which is never sent.
 */
export function normaliseQuestion(text: string, wordLimit: number = CHAT_WORD_LIMIT): string | null {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  return words.slice(0, wordLimit).join(' ');
}
