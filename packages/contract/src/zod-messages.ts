import { config, type $ZodRawIssue } from 'zod/v4/core';

/**
 * What a check says when its schema gives no message of its own (issue 16, ADR 025). Zod's defaults are
 * written for developers ("Too small: expected string to have >=1 characters", "Invalid input: expected
 * number, received NaN") and its Bangla locale translates them word by word. These are sentences a person
 * reads, each one a key of the contract's dictionary (`i18n/bn-forms.ts`), so the web and the API say them
 * in the language on screen through `translateMessage` like every other message of the schemas.
 *
 * The schemas still give their own words for what people get wrong; these only fill the gaps.
 */

type Issue = $ZodRawIssue;

export const REQUIRED_MESSAGE = 'This field is required';
export const NOT_VALID_MESSAGE = 'This value is not valid.';
const WRONG_FORMAT_MESSAGE = 'This is not in the right format';
const VALID_DATE_MESSAGE = 'Enter a valid date';

/** A value the user left out: nothing at all, or only spaces. */
function isMissing(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** A value of the wrong kind, by the kind expected (anything else is just not valid). */
const TYPE_MESSAGES: Partial<Record<string, string>> = {
  number: 'Enter a number',
  bigint: 'Enter a number',
  int: 'Use a whole number',
  date: VALID_DATE_MESSAGE,
};

/** Text that is not in its format, by the format (a pattern, an id, a code: not in the right format). */
const FORMAT_MESSAGES: Partial<Record<string, string>> = {
  email: 'Enter a valid e-mail address',
  url: 'Enter a valid link, like https://example.com',
  date: VALID_DATE_MESSAGE,
  datetime: VALID_DATE_MESSAGE,
  time: 'Enter a valid time',
};

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const LIST_ORIGINS = new Set(['array', 'set']);

function tooSmallMessage(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  const origin = issue.origin;
  if (origin === 'string') {
    if (issue.exact) return `Use exactly ${min} characters`;
    return Number(min) <= 1 ? REQUIRED_MESSAGE : `Use at least ${min} characters`;
  }
  if (LIST_ORIGINS.has(origin)) return Number(min) <= 1 ? 'Add at least one' : `Add at least ${min}`;
  if (NUMBER_ORIGINS.has(origin))
    return issue.inclusive === false ? `Use more than ${min}` : `Use ${min} or more`;
  if (origin === 'date') return 'Choose a later date';
  return NOT_VALID_MESSAGE;
}

function tooBigMessage(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  const origin = issue.origin;
  if (origin === 'string')
    return issue.exact ? `Use exactly ${max} characters` : `Use at most ${max} characters`;
  if (LIST_ORIGINS.has(origin)) return `Add at most ${max}`;
  if (NUMBER_ORIGINS.has(origin))
    return issue.inclusive === false ? `Use less than ${max}` : `Use ${max} or less`;
  if (origin === 'date') return 'Choose an earlier date';
  if (origin === 'file') return 'This file is too large';
  return NOT_VALID_MESSAGE;
}

/**
 * The sentence for a zod issue whose schema gave none: `z.config({ customError: zodDefaultMessage })`
 * (`installZodDefaultMessages`). In English; `translateMessage` gives its Bangla.
 */
export function zodDefaultMessage(issue: Issue): string {
  if (issue.code === 'invalid_type') {
    return isMissing(issue.input) ? REQUIRED_MESSAGE : (TYPE_MESSAGES[issue.expected] ?? NOT_VALID_MESSAGE);
  }
  if (issue.code === 'too_small') return tooSmallMessage(issue);
  if (issue.code === 'too_big') return tooBigMessage(issue);
  if (issue.code === 'invalid_format') return FORMAT_MESSAGES[issue.format] ?? WRONG_FORMAT_MESSAGE;
  if (issue.code === 'not_multiple_of') return `Use a multiple of ${String(issue.divisor)}`;
  if (issue.code === 'invalid_value') return 'Choose one of the options';
  // A union none of whose shapes fit, a key that is not expected, a refinement without a message.
  return NOT_VALID_MESSAGE;
}

/**
 * Makes every schema of this process say `zodDefaultMessage` where it gives no message of its own. Zod's
 * configuration is global: the web calls this once as it starts (and its unit tests' setup, so they see
 * what the app shows); a schema's own `error`, a check's message and a parse's `error` still come first.
 */
export function installZodDefaultMessages(): void {
  // zod/v4/core, the configuration `z.config` sets, without the rest of zod in the page's first script.
  config({ customError: zodDefaultMessage });
}
