import { describe, expect, it } from 'vitest';
import { CHAT_WORD_LIMIT, normaliseQuestion } from '@dokkho/contract/chat';
import { countWords, cutToWordLimit } from './word-limit';

const words = (count: number, prefix = 'w') => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('chat word limit (SPEC.md §5: the input is cut to its first 150 words)', () => {
  it('counts runs of non-space characters, Bangla included', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords(' bKash  payment\nকীভাবে করব? ')).toBe(4);
  });

  it('leaves a message within the limit alone, spacing and line breaks included', () => {
    const text = `${words(CHAT_WORD_LIMIT).join(' ')} `;
    expect(cutToWordLimit(text)).toBe(text);
    expect(cutToWordLimit('line one\n\nline two')).toBe('line one\n\nline two');
  });

  it('cuts a longer message after its 150th word', () => {
    const text = words(CHAT_WORD_LIMIT + 30).join('  ');
    const cut = cutToWordLimit(text);
    expect(countWords(cut)).toBe(CHAT_WORD_LIMIT);
    expect(cut.endsWith(`w${CHAT_WORD_LIMIT}`)).toBe(true);
    expect(cut.startsWith('w1  w2')).toBe(true);
  });

  it('stops the 151st word as it is typed', () => {
    const full = words(CHAT_WORD_LIMIT).join(' ');
    expect(cutToWordLimit(`${full} x`)).toBe(full);
  });

  it('agrees with the service’s normaliseQuestion on what is sent', () => {
    const text = words(200).join(' \n ');
    expect(normaliseQuestion(cutToWordLimit(text))).toBe(normaliseQuestion(text));
    expect(normaliseQuestion(' \n\t ')).toBeNull();
  });
});
