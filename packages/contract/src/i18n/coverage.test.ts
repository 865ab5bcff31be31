import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BN_MESSAGES } from './index';
import { scanMessages } from './test/scan-messages';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** `Use at most {max} characters` and `Use at most ${max} characters` both as `Use at most {} characters`. */
const shape = (text: string) => text.replace(/\{\w*\}/g, '{}');

describe('every sentence of the API and the contract has Bangla (issue 16 item 5)', () => {
  const found = scanMessages(REPO_ROOT);
  const keys = new Set(Object.keys(BN_MESSAGES).map(shape));

  it('finds the sentences where they are written', () => {
    // A scanner that finds nothing would pass everything: these are said by the error handler, a
    // service and a schema, one of each kind of place.
    const texts = found.map((message) => message.text);
    expect(texts).toContain('Something went wrong on our side. Please try again in a moment.');
    expect(texts).toContain('Incorrect username/e-mail or password.');
    expect(texts).toContain('Use at most {} characters');
    // A success body's detail, written in place and through a constant of the contract.
    expect(texts).toContain('The report is dismissed; the job post stays as it is.');
    expect(texts).toContain('Thank you! Our hiring team will call you within one working day.');
    expect(found.length).toBeGreaterThan(400);
  });

  it('has a Bangla entry for each', () => {
    const missing = found
      .filter((message) => !keys.has(shape(message.text)))
      .map((message) => `${message.file}:${message.line}  ${JSON.stringify(message.text)}`);
    expect(missing, 'add these to packages/contract/src/i18n/bn-*.ts').toEqual([]);
  });

  it('keeps the same values in the Bangla as in the English', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const mismatched = Object.entries(BN_MESSAGES)
      .filter(([english, bangla]) => names(bangla).some((name) => !names(english).includes(name)))
      .map(([english]) => english);
    expect(mismatched).toEqual([]);
  });

  it('writes Bangla with Bengali digits', () => {
    // Digits in examples the user types (a phone number, 2024-03) are shown as Bengali digits too: the
    // forms accept both (asciiDigits). Only codes that are not numbers (DKH-7Q4M-...) keep ASCII digits.
    const asciiDigits = Object.entries(BN_MESSAGES)
      .filter(([, bangla]) =>
        /[0-9]/.test(bangla.replace(/DKH-[\w-]+|\\u0000|\b(?:a4|JSON|MP4|3\.5)\b|"3\.5"/g, '')),
      )
      .map(([english]) => english);
    expect(asciiDigits).toEqual([]);
  });
});
