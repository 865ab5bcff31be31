import { CHAT_WORD_LIMIT } from '@dokkho/contract/chat';

/** Words as the chat counts them: runs of non-space characters (the same rule as normaliseQuestion). */
export function countWords(text: string): number {
  return text.match(/\S+/gu)?.length ?? 0;
}

/**
 * Cuts what the visitor typed or pasted to its first `limit` words (SPEC.md §5), keeping their own spacing
 * and line breaks, and the space they just typed after the last allowed word.
 */
export function cutToWordLimit(text: string, limit: number = CHAT_WORD_LIMIT): string {
  const word = /\S+/gu;
  let count = 0;
  for (let match = word.exec(text); match; match = word.exec(text)) {
    count += 1;
    if (count === limit) {
      const end = match.index + match[0].length;
      return /\S/u.test(text.slice(end)) ? text.slice(0, end) : text;
    }
  }
  return text;
}

/** The word counter shows from this many words on, so it does not distract from short questions. */
export const WORD_COUNT_SHOWN_FROM = CHAT_WORD_LIMIT - 20;
