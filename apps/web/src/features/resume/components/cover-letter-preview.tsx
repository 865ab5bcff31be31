import type { CoverLetterDocument, ResumeBasics, ResumeSettings } from '@dokkho/contract/resume';
import { CoverLetterSheet } from '@dokkho/resume-render/cover-letter-sheet';
import { formatDhakaLongDate } from '@dokkho/domain/dates';
import { ScaledSheet } from './resume-preview';

/** "26 November 2026": the date a letter carries, in Dhaka time as the server's PDF prints it. */
export function letterDate(now: Date = new Date()): string {
  return formatDhakaLongDate(now);
}

/** The cover letter's live preview: its sheet in the resume's design, scaled to fit, page breaks marked. */
export function CoverLetterPreview(props: {
  letter: CoverLetterDocument;
  basics: ResumeBasics;
  settings: ResumeSettings;
  /** Defaults to today. */
  date?: string;
  className?: string;
  printable?: boolean;
}) {
  return (
    <ScaledSheet settings={props.settings} className={props.className} printable={props.printable}>
      <CoverLetterSheet
        letter={props.letter}
        basics={props.basics}
        settings={props.settings}
        date={props.date ?? letterDate()}
        headingBase={2}
      />
    </ScaledSheet>
  );
}
