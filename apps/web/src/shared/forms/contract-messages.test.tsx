import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ResumeTitle } from '@dokkho/contract/resume';
import { speakBangla, speakEnglish } from '../../test/bangla';
import { useContractMessages } from './contract-messages';
import { zodResolver } from './zod-resolver';

afterEach(speakEnglish);

/** A form's schema that gives no messages of its own: zod's defaults are all it would say. */
const Plain = z.object({ name: z.string().trim().min(1), pin: z.string().length(4), age: z.coerce.number() });

async function resolve(values: Record<string, unknown>) {
  const resolver = zodResolver(Plain);
  const result = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
}

describe("a form's messages where its schema gives none (zod's defaults)", () => {
  it('reads as a sentence in English, not as zod’s developer English', async () => {
    expect(await resolve({ name: ' ', pin: '12', age: 'ten' })).toEqual({
      name: 'This field is required',
      pin: 'Use exactly 4 characters',
      age: 'Enter a number',
    });
  });

  it('is said in Bangla on a Bangla page, values in Bengali digits', async () => {
    speakBangla();
    expect(await resolve({ name: '', pin: '12', age: 'ten' })).toEqual({
      name: 'এই ঘরটি পূরণ করতে হবে',
      pin: 'ঠিক ৪ অক্ষর লিখুন',
      age: 'একটি সংখ্যা লিখুন',
    });
  });
});

describe('useContractMessages (a schema checked outside a form)', () => {
  const nameless = ResumeTitle.safeParse('   ');
  const message = nameless.success ? undefined : nameless.error.issues[0]?.message;

  it('shows the schema’s message as it is on an English page', () => {
    expect(message).toBe('Name the resume');
    const { result } = renderHook(() => useContractMessages());
    expect(result.current(message)).toBe('Name the resume');
    expect(result.current(undefined)).toBeUndefined();
  });

  it('shows it in Bangla on a Bangla page, and back in English after a switch', async () => {
    speakBangla();
    const { result, rerender } = renderHook(() => useContractMessages());
    await waitFor(() => expect(result.current(message)).toBe('রিজিউমের একটি নাম দিন'));
    // zod's own defaults too, and a message that has no Bangla stays as it is rather than vanishing.
    expect(result.current('This field is required')).toBe('এই ঘরটি পূরণ করতে হবে');
    expect(result.current('আগে থেকেই বাংলায়')).toBe('আগে থেকেই বাংলায়');
    speakEnglish();
    rerender();
    expect(result.current(message)).toBe('Name the resume');
  });
});
