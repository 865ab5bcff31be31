import { localiseDigits } from '@dokkho/domain/digits';
import type { Locale } from '../locale';
import { BN_API_MESSAGES } from './bn-api';
import { BN_EVENT_MESSAGES } from './bn-events';
import { BN_FORM_MESSAGES } from './bn-forms';

/**
 * The Bangla for every sentence the API and the contract's schemas say (issue 16 item 5, ADR 025), keyed
 * by the English sentence as written in the code (gettext style), so a message keeps being written once,
 * in English, where it is used. `{name}` marks a value.
 */
export const BN_MESSAGES: Readonly<Record<string, string>> = {
  ...BN_FORM_MESSAGES,
  ...BN_API_MESSAGES,
  ...BN_EVENT_MESSAGES,
};

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  bangla: string;
}

/**
 * The keys with values, as patterns that read the values back out of a sentence already filled in English
 * ("Use at most 500 characters" is "Use at most {max} characters" with max=500): the schemas and the
 * services fill their sentences themselves, and this is how their Bangla still finds them.
 */
let templates: Template[] | undefined;
function allTemplates(): Template[] {
  templates ??= Object.entries(BN_MESSAGES)
    .filter(([english]) => english.includes('{'))
    .map(([english, bangla]) => {
      const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      const source = english
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.*?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, bangla };
    })
    // The most specific first: "Use at most {max} characters for {field}" before "Use at most {max} {what}".
    .sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return templates;
}

const BN_UNITS: Record<string, string> = { second: 'সেকেন্ড', minute: 'মিনিট', hour: 'ঘণ্টা', day: 'দিন' };
/** A wait as the code writes it ("42 seconds", "1 minute", from describeWait or the rate limiter). */
const DURATION = /^(\d+) (second|minute|hour|day)s?$/;

/** A value as a Bangla sentence shows it: a word we know in Bangla (a field's name), digits in Bengali. */
function banglaValue(value: string | number): string {
  const text = String(value).trim();
  const duration = DURATION.exec(text);
  const bangla = duration ? `${duration[1]} ${BN_UNITS[duration[2]!]}` : (BN_MESSAGES[text] ?? text);
  return localiseDigits(bangla, 'bn');
}

function fill(template: string, values: MessageValues | undefined, show: (value: string | number) => string) {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    values[name] === undefined ? whole : show(values[name]),
  );
}

/** Whether the sentence (filled or a template) has Bangla, for tests and for a Content-Language header. */
export function hasBangla(text: string): boolean {
  return BN_MESSAGES[text] !== undefined || allTemplates().some((template) => template.pattern.test(text));
}

/**
 * `text` in `locale`: the Bangla of the English sentence with its values filled in (Bengali digits), or
 * the English as it is when there is no Bangla for it (never an empty or a broken message). `text` may be
 * a template with `values`, or a sentence the code already filled in.
 */
export function translateMessage(text: string, locale: Locale, values?: MessageValues): string {
  if (locale !== 'bn') return fill(text, values, String);
  const exact = BN_MESSAGES[text];
  if (exact !== undefined) return fill(exact, values, banglaValue);
  for (const template of allTemplates()) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const found = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!]));
    return fill(template.bangla, found, banglaValue);
  }
  return fill(text, values, String);
}
