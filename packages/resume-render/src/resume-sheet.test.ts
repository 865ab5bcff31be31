import { ResumeDocument } from '@dokkho/contract/resume';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverLetterSheet } from './cover-letter-sheet';
import { bulletLines, formatMonth, formatRange } from './format';
import { qrPath } from './qr';
import { ResumeSheet, certificateUrl } from './resume-sheet';
import { sampleCoverLetter, sampleResume, sampleSettings } from './sample-resume';

const origin = 'https://dokkho.test';

function render(doc: ResumeDocument, settings = sampleSettings(), photoSrc?: string) {
  const html = renderToStaticMarkup(
    createElement(ResumeSheet, { document: doc, settings, origin, photoSrc }),
  );
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('article')!;
}

const headings = (sheet: Element) => [...sheet.querySelectorAll('h2')].map((h) => h.textContent);

describe('dates', () => {
  it('prints months in English and ranges with Present', () => {
    expect(formatMonth('2024-03')).toBe('Mar 2024');
    expect(formatMonth('2019')).toBe('2019');
    expect(formatMonth('')).toBe('');
    expect(formatRange('2024-03', '', true)).toBe('Mar 2024 – Present');
    expect(formatRange('2023-06', '2023-12')).toBe('Jun 2023 – Dec 2023');
    expect(formatRange('', '2018')).toBe('2018');
    expect(formatRange('2022-01', '2022-01')).toBe('Jan 2022');
  });
  it('turns description lines into bullets without the markers people type', () => {
    expect(bulletLines('- Cut costs\n\n• Led a team\n* Shipped\n2. Trained')).toEqual([
      'Cut costs',
      'Led a team',
      'Shipped',
      'Trained',
    ]);
  });
});

describe('ResumeSheet', () => {
  it('marks the template and paper, and carries the colour and font as CSS variables', () => {
    const sheet = render(
      sampleResume(),
      sampleSettings({ template: 'compact', paper: 'letter', color: '#be123c', font: 'noto-serif' }),
    );
    expect(sheet.className).toBe('rs-sheet');
    expect(sheet.dataset.template).toBe('compact');
    expect(sheet.dataset.paper).toBe('letter');
    expect(sheet.getAttribute('style')).toContain('--rs-accent:#be123c');
    expect(sheet.getAttribute('style')).toContain('Noto Serif Bengali');
  });

  it('uses the standard section headings and hides empty sections', () => {
    expect(headings(render(sampleResume()))).toEqual([
      'Summary',
      'Experience',
      'Projects',
      'Education',
      'Skills',
      'Certifications',
      'Languages',
      'Links',
    ]);
    const bare = ResumeDocument.parse({ basics: { full_name: 'Rahim' }, skills: [{ id: 's', name: '' }] });
    expect(headings(render(bare))).toEqual([]);
    expect(render(bare).querySelector('.rs-name')?.textContent).toBe('Rahim');
  });

  it('prints its own words in the resume\'s language (Bangla headings, labels, "Present"), the content as written', () => {
    const bangla = sampleSettings({ template: 'modern', language: 'bn' });
    const sheet = render(sampleResume(), bangla);
    expect(headings(sheet)).toEqual([
      'যোগাযোগ',
      'দক্ষতা',
      'ভাষা',
      'লিংক',
      'সারসংক্ষেপ',
      'অভিজ্ঞতা',
      'প্রজেক্ট',
      'শিক্ষাগত যোগ্যতা',
      'সার্টিফিকেশন',
    ]);
    expect(sheet.querySelector('.rs-section-experience .rs-entry-date')?.textContent).toBe(
      'Mar 2024 – বর্তমান',
    );
    expect(sheet.querySelector('.rs-section-experience .rs-entry-title')?.textContent).toBe(
      'Junior Accountant',
    );
    expect(sheet.querySelector('.rs-cert')?.textContent).toContain('Dokkho-তে যাচাই করা');
    expect(sheet.querySelector('.rs-contact-label')?.textContent).toBe('ই-মেইল');
    // The default, and what resumes saved before the setting read, is English.
    expect(sampleSettings().language).toBe('en');
    expect(headings(render(sampleResume(), sampleSettings({ template: 'modern' })))[0]).toBe('Contact');
  });

  it('prints a job with its dates, details and bullets', () => {
    const job = render(sampleResume()).querySelector('.rs-section-experience .rs-entry')!;
    expect(job.querySelector('.rs-entry-title')?.textContent).toBe('Junior Accountant');
    expect(job.querySelector('.rs-entry-date')?.textContent).toBe('Mar 2024 – Present');
    expect(job.querySelector('.rs-entry-sub')?.textContent).toBe(
      'Meghna Traders Ltd. · Motijheel, Dhaka · Full-time',
    );
    expect([...job.querySelectorAll('li')].map((li) => li.textContent)).toHaveLength(3);
  });

  it('keeps each section heading in one block with its first entry', () => {
    const section = render(sampleResume()).querySelector('.rs-section-experience')!;
    const keep = section.firstElementChild!;
    expect(keep.className).toBe('rs-keep');
    expect(keep.querySelector('h2')?.textContent).toBe('Experience');
    expect(keep.querySelector('.rs-entry')).not.toBeNull();
  });

  it('shows a verified certificate with its link and QR code, and a self-declared one as such', () => {
    const certs = render(sampleResume()).querySelectorAll('.rs-cert');
    const link = certificateUrl(origin, 'DK-2024-0001');
    expect(link).toBe('https://dokkho.test/certificate/DK-2024-0001');
    expect(certs[0]!.textContent).toContain('Verified on Dokkho');
    expect(certs[0]!.querySelector('a')?.getAttribute('href')).toBe(link);
    expect(certs[0]!.querySelector('svg.rs-qr path')?.getAttribute('d')).toBe(qrPath(link).path);
    expect(certs[1]!.textContent).toContain('Self-declared');
    expect(certs[1]!.querySelector('svg')).toBeNull();
  });

  it('shows skill levels as text in classic and ATS, as dots in modern', () => {
    expect(render(sampleResume()).querySelector('.rs-skill')?.textContent).toBe('Tally ERPAdvanced');
    const ats = render(sampleResume(), sampleSettings({ template: 'ats' }));
    expect(ats.querySelector('.rs-skill-text')?.textContent).toContain(
      'Tally ERP (Advanced), Microsoft Excel (Expert)',
    );
    const modern = render(sampleResume(), sampleSettings({ template: 'modern' }));
    expect(modern.querySelectorAll('.rs-skill')[0]!.querySelectorAll('.rs-dot-on')).toHaveLength(3);
    expect(modern.querySelector('.rs-dots')?.getAttribute('aria-label')).toBe('Advanced');
  });

  it('puts the photo in the modern sidebar and never in the ATS template', () => {
    const doc = sampleResume({ photo: '/media/resume-photos/1.jpg' });
    const modern = render(doc, sampleSettings({ template: 'modern' }));
    expect(modern.querySelector('aside.rs-side img.rs-photo')?.getAttribute('src')).toBe(
      '/media/resume-photos/1.jpg',
    );
    expect(
      render(doc, sampleSettings({ template: 'modern' }), 'data:image/jpeg;base64,AA')
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('data:image/jpeg;base64,AA');
    const ats = render(doc, sampleSettings({ template: 'ats' }));
    expect(ats.querySelector('img')).toBeNull();
    expect(ats.querySelector('svg')).toBeNull();
    expect(ats.querySelector('table')).toBeNull();
  });
});

describe('qrPath', () => {
  it('makes a square QR code path synchronously', () => {
    const { size, path } = qrPath('https://dokkho.test/certificate/DK-2024-0001');
    expect(size).toBeGreaterThanOrEqual(21);
    expect(path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });
});

describe('CoverLetterSheet', () => {
  it('prints the header, date, recipient, greeting, paragraphs and signature', () => {
    const html = renderToStaticMarkup(
      createElement(CoverLetterSheet, {
        letter: sampleCoverLetter(),
        basics: sampleResume().basics,
        settings: sampleSettings({ template: 'modern' }),
        date: '26 November 2026',
      }),
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const sheet = host.querySelector('article.rs-sheet.rs-letter')!;
    expect(sheet.querySelector('.rs-name')?.textContent).toBe('মোহাম্মদ রহিম');
    expect(sheet.querySelector('.rs-letter-date')?.textContent).toBe('26 November 2026');
    expect([...sheet.querySelectorAll('.rs-letter-recipient span')].map((s) => s.textContent)).toEqual([
      'Ms. Farzana Akter',
      'Head of Finance',
      'Meghna Traders Ltd.',
      '12 Dilkusha C/A',
      'Motijheel, Dhaka 1000',
    ]);
    expect(sheet.querySelectorAll('.rs-para')).toHaveLength(4);
    expect(sheet.querySelector('.rs-letter-signature')?.textContent).toBe('মোহাম্মদ রহিম');
    expect(sheet.querySelector('img')).toBeNull();
  });
});
