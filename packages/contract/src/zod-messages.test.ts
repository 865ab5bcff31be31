import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasBangla, translateMessage } from './i18n';
import { installZodDefaultMessages, zodDefaultMessage } from './zod-messages';

/** The first message of each field, as a form shows it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

// Schemas that give no message of their own: every kind of check a form can fail.
const Plain = z.object({
  name: z.string().trim().min(1),
  username: z.string().min(3).max(20),
  pin: z.string().length(4),
  age: z.coerce.number().int().min(18).max(99),
  count: z.number().positive().lt(10),
  step: z.number().multipleOf(5),
  tags: z.array(z.string()).min(1).max(3),
  email: z.email(),
  site: z.url(),
  day: z.iso.date(),
  kind: z.enum(['a', 'b']),
  code: z.string().regex(/^[A-Z]+$/),
  agreed: z.boolean(),
});

describe("zod's defaults said as people write (issue 16)", () => {
  let previous: z.core.$ZodConfig['customError'];
  beforeAll(() => {
    previous = z.config().customError;
    installZodDefaultMessages();
  });
  afterAll(() => {
    z.config({ customError: previous });
  });

  it('gives each failed check a plain sentence instead of zod’s', () => {
    expect(
      messages(Plain, {
        name: '   ',
        username: 'ab',
        pin: '12',
        age: '12.5',
        count: 0,
        step: 7,
        tags: [],
        email: 'not-an-address',
        site: 'nowhere',
        day: '2024-13-45',
        kind: 'c',
        code: 'abc',
        agreed: 'yes',
      }),
    ).toEqual({
      name: 'This field is required',
      username: 'Use at least 3 characters',
      pin: 'Use exactly 4 characters',
      age: 'Use a whole number',
      count: 'Use more than 0',
      step: 'Use a multiple of 5',
      tags: 'Add at least one',
      email: 'Enter a valid e-mail address',
      site: 'Enter a valid link, like https://example.com',
      day: 'Enter a valid date',
      kind: 'Choose one of the options',
      code: 'This is not in the right format',
      agreed: 'This value is not valid.',
    });
    expect(
      messages(Plain.pick({ username: true, age: true, count: true, tags: true }), {
        username: 'a'.repeat(21),
        age: '120',
        count: 10,
        tags: ['a', 'b', 'c', 'd'],
      }),
    ).toEqual({
      username: 'Use at most 20 characters',
      age: 'Use 99 or less',
      count: 'Use less than 10',
      tags: 'Add at most 3',
    });
  });

  it('says a missing value is required, and a number that is not one', () => {
    expect(messages(Plain.pick({ name: true, age: true }), { age: 'abc' })).toEqual({
      name: 'This field is required',
      age: 'Enter a number',
    });
  });

  it("leaves a schema's own messages as they are", () => {
    const Own = z.object({
      title: z.string({ error: 'Name the resume' }).trim().min(1, 'Name the resume').max(5),
      size: z.number().max(3, 'Use {max} or less'),
    });
    // `title`'s own error also covers the check that gives none (zod gives the schema's message).
    expect(messages(Own, { title: 'a'.repeat(6), size: 4 })).toEqual({
      title: 'Name the resume',
      size: 'Use {max} or less',
    });
    expect(messages(Own, {})).toMatchObject({ title: 'Name the resume' });
  });

  it('has Bangla for every sentence it can say, values in Bengali digits', () => {
    const said = [
      ...Object.values(
        messages(Plain, {
          name: '',
          username: 'ab',
          pin: '1',
          age: 'x',
          count: 0,
          step: 7,
          tags: ['a', 'b'],
          email: 'x',
          site: 'x',
          day: 'x',
          kind: 'x',
          code: 'x',
          agreed: 1,
        }),
      ),
      zodDefaultMessage({ code: 'too_small', origin: 'array', minimum: 2, input: [] }),
      zodDefaultMessage({ code: 'too_small', origin: 'date', minimum: 0, input: new Date() }),
      zodDefaultMessage({ code: 'too_big', origin: 'date', maximum: 0, input: new Date() }),
      zodDefaultMessage({ code: 'too_big', origin: 'file', maximum: 10, input: null }),
      zodDefaultMessage({ code: 'invalid_format', format: 'time', input: 'x' }),
      zodDefaultMessage({ code: 'unrecognized_keys', keys: ['x'], input: {} }),
    ];
    expect(said.filter((message) => !hasBangla(message))).toEqual([]);
    expect(translateMessage('Use at least 3 characters', 'bn')).toBe('কমপক্ষে ৩ অক্ষর লিখুন');
    expect(translateMessage('Use exactly 4 characters', 'bn')).toBe('ঠিক ৪ অক্ষর লিখুন');
    expect(translateMessage('This field is required', 'bn')).toBe('এই ঘরটি পূরণ করতে হবে');
    expect(translateMessage('Add at least 2', 'bn')).toBe('অন্তত ২টি যোগ করুন');
    expect(translateMessage('Add at most 3', 'bn')).toBe('সর্বোচ্চ ৩টি যোগ করুন');
    // The longer sentence of the resume's sections still finds its own Bangla, the section's name too.
    expect(translateMessage('Add at most 20 skills', 'bn')).toBe('সর্বোচ্চ ২০টি স্কিল যোগ করুন');
  });
});
