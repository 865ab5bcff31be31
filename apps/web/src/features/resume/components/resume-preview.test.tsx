import { sampleCoverLetter, sampleResume, sampleSettings } from '@dokkho/resume-render/sample-resume';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverLetterPreview, letterDate } from './cover-letter-preview';
import { ResumePreview, pageBreaks } from './resume-preview';

const mm = (value: number) => (value * 96) / 25.4;

describe('pageBreaks', () => {
  it('marks a break after each page’s printable height, from the first page’s top margin', () => {
    const a4 = sampleSettings({ paper: 'a4', template: 'classic' });
    // One page of content: no marker.
    expect(pageBreaks(a4, mm(297))).toEqual([]);
    // A4 classic: 15 mm top and 14 mm bottom margins, 268 mm of content per page.
    const breaks = pageBreaks(a4, mm(15 + 268 * 2 + 100));
    expect(breaks.map((y) => Math.round(y))).toEqual([
      Math.round(mm(15 + 268)),
      Math.round(mm(15 + 268 * 2)),
    ]);
  });
  it('uses the Letter height and the compact margins', () => {
    const letter = sampleSettings({ paper: 'letter', template: 'compact' });
    expect(pageBreaks(letter, mm(400)).map((y) => Math.round(y))).toEqual([Math.round(mm(10 + 259.4))]);
  });
});

describe('ResumePreview', () => {
  it('renders the sheet in the chosen template and marks it printable on request', () => {
    const { container } = render(
      <ResumePreview document={sampleResume()} settings={sampleSettings({ template: 'modern' })} printable />,
    );
    const sheet = container.querySelector('article.rs-sheet')!;
    expect(sheet.getAttribute('data-template')).toBe('modern');
    expect(container.querySelector('.rs-printable')).not.toBeNull();
    // Certificate links point at this site.
    expect(sheet.querySelector('.rs-cert-verified a')?.getAttribute('href')).toBe(
      `${window.location.origin}/certificate/DK-2024-0001`,
    );
  });
  it('is not printable unless asked', () => {
    const { container } = render(<ResumePreview document={sampleResume()} settings={sampleSettings()} />);
    expect(container.querySelector('.rs-printable')).toBeNull();
  });
});

describe('CoverLetterPreview', () => {
  it('renders the letter dated today in long English form', () => {
    const { container } = render(
      <CoverLetterPreview
        letter={sampleCoverLetter()}
        basics={sampleResume().basics}
        settings={sampleSettings()}
      />,
    );
    expect(container.querySelector('.rs-letter-date')?.textContent).toBe(letterDate());
    expect(letterDate(new Date('2026-11-26T20:00:00Z'))).toBe('27 November 2026');
  });
});
