import { describe, expect, it } from 'vitest';
import { normaliseQuestion } from './chat';

describe('normaliseQuestion (SPEC.md §5)', () => {
  it('refuses empty and whitespace-only messages', () => {
    expect(normaliseQuestion('')).toBeNull();
    expect(normaliseQuestion('  \n\t ')).toBeNull();
  });

  it('cuts a message to its first 150 words', () => {
    const long = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const cut = normaliseQuestion(long)!;
    expect(cut.split(' ')).toHaveLength(150);
    expect(cut.endsWith('w149')).toBe(true);
  });

  it('keeps Bangla text and collapses whitespace', () => {
    expect(normaliseQuestion('  কোন কোর্স   ভালো?  ')).toBe('কোন কোর্স ভালো?');
  });
});
