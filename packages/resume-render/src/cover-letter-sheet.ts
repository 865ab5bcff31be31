import type { CoverLetterDocument, ResumeBasics, ResumeSettings } from '@dokkho/contract/resume';
import { createElement as h } from 'react';
import { paragraphs } from './format';
import { header, HeadingBaseContext, sheetStyle, type HeadingBase } from './resume-sheet';
import { sheetWords } from './sheet-words';

// createElement rather than JSX for the same reason as resume-sheet.ts (the API renders it too).

export interface CoverLetterSheetProps {
  letter: CoverLetterDocument;
  /** The resume's name and contact details head the letter. */
  basics: ResumeBasics;
  settings: ResumeSettings;
  /** Already formatted, e.g. "26 November 2026". */
  date: string;
  /** As for ResumeSheet: 2 inside a page with its own h1. */
  headingBase?: HeadingBase;
}

/**
 * A cover letter in the resume's template, colour, font and paper: the same header as the resume, then
 * date, recipient, subject line, greeting, the paragraphs, sign-off and name. Never a photo.
 */
export function CoverLetterSheet(props: CoverLetterSheetProps) {
  return h(HeadingBaseContext.Provider, { value: props.headingBase ?? 1 }, h(CoverLetterSheetContent, props));
}

function CoverLetterSheetContent({ letter, basics, settings, date }: CoverLetterSheetProps) {
  const recipient = [
    letter.recipient_name,
    letter.recipient_title,
    letter.company,
    ...letter.company_address.split(/\r?\n/),
  ]
    .map((line) => line.trim())
    .filter(Boolean);
  const body = [letter.opening, letter.body, letter.closing].flatMap(paragraphs);
  return h(
    'article',
    {
      className: 'rs-sheet rs-letter',
      'data-template': settings.template,
      'data-paper': settings.paper,
      style: sheetStyle(settings),
    },
    header(basics, null, true, sheetWords(settings.language)),
    h(
      'div',
      { className: 'rs-letter-body' },
      date ? h('p', { className: 'rs-letter-date' }, date) : null,
      recipient.length
        ? h(
            'address',
            { className: 'rs-letter-recipient' },
            recipient.map((line, i) => h('span', { key: i }, line)),
          )
        : null,
      letter.role
        ? h('p', { className: 'rs-letter-subject' }, `Application for the role of ${letter.role}`)
        : null,
      letter.greeting ? h('p', { className: 'rs-letter-greeting' }, letter.greeting) : null,
      body.map((text, i) => h('p', { key: i, className: 'rs-para' }, text)),
      h(
        'p',
        { className: 'rs-letter-signoff' },
        letter.sign_off ? h('span', null, letter.sign_off) : null,
        h('strong', { className: 'rs-letter-signature' }, basics.full_name),
      ),
    ),
  );
}
