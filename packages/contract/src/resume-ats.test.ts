import { describe, expect, it } from 'vitest';
import { ResumeDocument, ResumeSettings, type ResumeDocumentInput } from './resume';
import { atsCheck, compareWithJob, normaliseSkill, type AtsCheck } from './resume-ats';

/** A resume that passes every check. */
const GOOD: ResumeDocumentInput = {
  basics: {
    full_name: 'মোহাম্মদ রাফি (Mohammad Rafi)',
    headline: 'Junior data analyst',
    email: 'rafi@example.com',
    phone: '+8801712345678',
    location: 'Mirpur, Dhaka',
    photo: '',
  },
  summary: 'Analyst who turns sales data into decisions for retail managers in Dhaka.',
  experience: [
    {
      id: 'e1',
      position: 'Sales data analyst',
      company: 'Shwapno',
      start: '2023-02',
      current: true,
      description: 'Built the weekly sales dashboard in Power BI\nCut report time from 2 days to 2 hours',
    },
    {
      id: 'e2',
      position: 'Intern',
      company: 'BRAC Bank',
      start: '2022-06',
      end: '2022-11',
      description: 'Cleaned loan data in Excel\nWrote the data dictionary used by the team',
    },
  ],
  skills: ['Excel', 'SQL', 'Power BI', 'Python', 'Customer service'].map((name, i) => ({
    id: `s${i}`,
    name,
  })),
  education: [
    { id: 'ed1', institution: 'University of Dhaka', area: 'Statistics', start: '2018', end: '2022' },
  ],
};

function doc(change: (d: ResumeDocumentInput) => void = () => {}): ResumeDocument {
  const copy = structuredClone(GOOD);
  change(copy);
  return ResumeDocument.parse(copy);
}

const settings = (template: ResumeSettings['template'] = 'classic') => ResumeSettings.parse({ template });

function find(checks: AtsCheck[], id: string): AtsCheck {
  const found = checks.find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
}

const run = (d: ResumeDocument, template?: ResumeSettings['template']) => atsCheck(d, settings(template));
const checkOf = (id: string, d: ResumeDocument, template?: ResumeSettings['template']) =>
  find(run(d, template).checks, id);

describe('atsCheck', () => {
  it('passes a complete resume everywhere, with score 100 and no fixes', () => {
    const report = run(doc());
    expect(report.checks.map((c) => [c.id, c.status])).toEqual([
      ['contact', 'pass'],
      ['headings', 'pass'],
      ['dates', 'pass'],
      ['images', 'pass'],
      ['bullets', 'pass'],
      ['summary', 'pass'],
      ['skills', 'pass'],
      ['length', 'pass'],
    ]);
    expect(report.score).toBe(100);
    expect(report.job).toBeNull();
    for (const c of report.checks) expect(c.fix).toBe('');
  });

  it('is deterministic', () => {
    expect(run(doc())).toEqual(run(doc()));
  });

  it('contact: fails without name, e-mail or phone and names what is missing; warns without a location', () => {
    const none = checkOf(
      'contact',
      doc((d) => {
        d.basics = { ...d.basics, full_name: '', phone: '' };
      }),
    );
    expect(none).toMatchObject({ status: 'fail', step: 'information' });
    expect(none.detail).toBe('The resume is missing your name and a phone number.');
    expect(none.fix).toContain('Add your name and a phone number');

    const noEmail = checkOf(
      'contact',
      doc((d) => {
        d.basics = { ...d.basics, email: '' };
      }),
    );
    expect(noEmail.status).toBe('fail');
    expect(noEmail.detail).toContain('an e-mail address');

    const noLocation = checkOf(
      'contact',
      doc((d) => {
        d.basics = { ...d.basics, location: '' };
      }),
    );
    expect(noLocation).toMatchObject({ status: 'warn', step: 'information' });
    expect(noLocation.fix).toContain('town');
  });

  it('headings: pass for single-column templates, warn for the two-column Modern one', () => {
    for (const t of ['classic', 'ats', 'compact'] as const)
      expect(checkOf('headings', doc(), t).status).toBe('pass');
    const modern = checkOf('headings', doc(), 'modern');
    expect(modern).toMatchObject({ status: 'warn', step: 'finalize' });
    expect(modern.fix).toMatch(/ATS-friendly or Classic template/);
  });

  it('dates: lists the jobs and qualifications without a readable start or end', () => {
    const d = doc((x) => {
      x.experience![0] = { ...x.experience![0]!, start: '' };
      x.experience![1] = { ...x.experience![1]!, end: '', current: false };
      x.education![0] = { ...x.education![0]!, end: '' };
    });
    const dates = checkOf('dates', d);
    expect(dates).toMatchObject({ status: 'fail', step: 'experience' });
    expect(dates.detail).toBe(
      'Missing a start or end date: "Sales data analyst at Shwapno", "Intern at BRAC Bank" and "Statistics, University of Dhaka".',
    );
    expect(dates.fix).toContain('I work here now');
  });

  it('dates: a current job needs no end; a qualification needs its passing year; education alone points to its step', () => {
    const passingYearOnly = doc((x) => {
      x.education![0] = { ...x.education![0]!, start: '' };
    });
    expect(checkOf('dates', passingYearOnly).status).toBe('pass');
    const d = doc((x) => {
      x.education![0] = { ...x.education![0]!, end: '' };
    });
    expect(checkOf('dates', d)).toMatchObject({ status: 'fail', step: 'education' });
    // The current job (no end) in GOOD passes.
    expect(checkOf('dates', doc()).status).toBe('pass');
  });

  it('dates: blank rows are not judged; nothing to check passes', () => {
    const d = doc((x) => {
      x.experience = [{ id: 'blank' }];
      x.education = [];
    });
    expect(checkOf('dates', d)).toMatchObject({
      status: 'pass',
      detail: 'No experience or education entries to check yet.',
    });
  });

  it('images: a photo warns, except in the ATS template that leaves it out', () => {
    const withPhoto = doc((x) => {
      x.basics = { ...x.basics, photo: '/media/resume/1.jpg' };
    });
    const warn = checkOf('images', withPhoto, 'modern');
    expect(warn).toMatchObject({ status: 'warn', step: 'information' });
    expect(warn.detail).toMatch(/ATS ignore it/);
    expect(warn.fix).toMatch(/ATS-friendly template/);
    expect(checkOf('images', withPhoto, 'ats').status).toBe('pass');
    expect(checkOf('images', doc()).status).toBe('pass');
  });

  it('bullets: fewer than two lines warns with the jobs named; no digits asks for measurable results', () => {
    const thin = checkOf(
      'bullets',
      doc((x) => {
        x.experience![1] = { ...x.experience![1]!, description: 'Cleaned loan data in Excel\n\n' };
      }),
    );
    expect(thin).toMatchObject({ status: 'warn', step: 'experience' });
    expect(thin.detail).toBe('Fewer than two bullet points: "Intern at BRAC Bank".');

    const noNumbers = checkOf(
      'bullets',
      doc((x) => {
        x.experience![0] = { ...x.experience![0]!, description: 'Built the dashboard\nCut report time' };
      }),
    );
    expect(noNumbers.status).toBe('warn');
    expect(noNumbers.fix).toMatch(/measurable results/);

    const none = checkOf(
      'bullets',
      doc((x) => {
        x.experience = [];
      }),
    );
    expect(none).toMatchObject({ status: 'warn', detail: 'There is no work experience yet.' });
  });

  it('summary: none fails, under 40 or over 600 characters warns', () => {
    const summary = (text: string) =>
      checkOf(
        'summary',
        doc((x) => {
          x.summary = text;
        }),
      );
    expect(summary('')).toMatchObject({ status: 'fail', step: 'summary' });
    expect(summary('Analyst.').status).toBe('warn');
    expect(summary('x'.repeat(39)).status).toBe('warn');
    expect(summary('x'.repeat(40)).status).toBe('pass');
    expect(summary('x'.repeat(600)).status).toBe('pass');
    expect(summary('x'.repeat(601))).toMatchObject({ status: 'warn' });
    expect(summary('x'.repeat(601)).detail).toContain('601 characters');
  });

  it('skills: 5 or more pass, 3 or 4 warn, fewer fail; blank names do not count', () => {
    const skills = (names: string[]) =>
      checkOf(
        'skills',
        doc((x) => {
          x.skills = names.map((name, i) => ({ id: `k${i}`, name }));
        }),
      );
    expect(skills(['a', 'b', 'c', 'd', 'e']).status).toBe('pass');
    expect(skills(['a', 'b', 'c', 'd', '']).status).toBe('warn');
    expect(skills(['a', 'b', 'c'])).toMatchObject({ status: 'warn', step: 'skills' });
    expect(skills(['a', 'b']).status).toBe('fail');
    expect(skills(['a']).detail).toBe("Only 1 skill listed; ATS match a job's skills against this list.");
  });

  it('length: warns when very long', () => {
    const long = doc((x) => {
      x.experience = Array.from({ length: 10 }, (_, i) => ({
        id: `j${i}`,
        position: 'Analyst',
        company: `Company ${i}`,
        start: '2020',
        end: '2021',
        description: Array.from({ length: 15 }, () => 'Reviewed 20 accounts every week for errors').join(
          '\n',
        ),
      }));
    });
    expect(checkOf('length', long)).toMatchObject({ status: 'warn' });
    expect(checkOf('length', doc()).status).toBe('pass');
  });

  it('scores pass 1, warn ½, fail 0 over all checks', () => {
    // headings warn (modern) + summary fail: (6 + 0.5 + 0) / 8 = 81.25 → 81
    const report = run(
      doc((x) => {
        x.summary = '';
      }),
      'modern',
    );
    expect(report.score).toBe(81);
  });
});

describe('job comparison', () => {
  it('normalises case, spaces and punctuation but keeps + and #', () => {
    expect(normaliseSkill('  Node.JS ')).toBe('node js');
    expect(normaliseSkill('C++')).toBe('c++');
    expect(normaliseSkill('C#')).toBe('c#');
    expect(normaliseSkill('MS   Excel')).toBe('ms excel');
  });

  it('matches skills by name and by whole words in the text, keeps the job order, dedupes', () => {
    const d = doc((x) => {
      x.skills = [
        { id: 'a', name: 'powerbi' },
        { id: 'b', name: 'Node.js' },
      ];
    });
    const result = compareWithJob(d, [
      'Power BI',
      'NodeJS',
      'excel',
      'Excel ',
      'R',
      'Tally',
      'Data dictionary',
      '',
    ]);
    expect(result.matched).toEqual(['Power BI', 'NodeJS', 'excel', 'Data dictionary']);
    // "R" is not matched by the letter r inside words.
    expect(result.missing).toEqual(['R', 'Tally']);
    expect(result.percent).toBe(67);
  });

  it('is in the report only when job skills are given; none given is 0 %', () => {
    expect(atsCheck(doc(), settings(), []).job).toEqual({ matched: [], missing: [], percent: 0 });
    expect(atsCheck(doc(), settings(), ['SQL']).job).toEqual({ matched: ['SQL'], missing: [], percent: 100 });
  });
});
