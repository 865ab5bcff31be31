import { describe, expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA, fromJsonResume, readJsonResume, toJsonResume } from './json-resume';
import { JSON_RESUME_LIMITS, JsonResumeFile, RESUME_LIMITS, ResumeDocument } from './resume';

function ids() {
  let next = 0;
  return () => `i${++next}`;
}

/** Every field of every section filled, Bangla included. */
const FULL = ResumeDocument.parse({
  basics: {
    full_name: 'মোহাম্মদ রাফি (Mohammad Rafi)',
    headline: 'Junior data analyst',
    email: 'rafi@example.com',
    phone: '+8801712345678',
    location: 'Mirpur, Dhaka',
    photo: '',
  },
  links: [{ id: 'l1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/rafi' }],
  summary: 'Analyst who turns sales data into decisions. ক্ষমা is a word I can type too.',
  experience: [
    {
      id: 'e1',
      position: 'Sales data analyst',
      company: 'Shwapno',
      location: 'Dhaka',
      employment_type: 'full_time',
      start: '2023-02',
      end: '',
      current: true,
      description: 'Built the weekly sales dashboard in Power BI\nCut report time from 2 days to 2 hours',
    },
    {
      id: 'e2',
      position: 'Intern',
      company: 'BRAC Bank',
      location: '',
      employment_type: 'internship',
      start: '2022-06',
      end: '2022-11',
      current: false,
      description: 'Cleaned loan data in Excel.',
    },
  ],
  projects: [
    {
      id: 'p1',
      name: 'Dhaka rent map',
      role: 'Author',
      url: 'https://github.com/rafi/rent-map',
      start: '2022-01',
      end: '2022-04',
      description: 'A map of rents by thana from 3,000 listings.',
    },
  ],
  skills: [
    { id: 's1', name: 'Excel', level: 'expert' },
    { id: 's2', name: 'SQL', level: 'advanced' },
    { id: 's3', name: 'Power BI', level: null },
  ],
  education: [
    {
      id: 'd1',
      institution: 'University of Dhaka',
      level: 'bachelor',
      area: 'Statistics',
      start: '2018-01',
      end: '2022-06',
      result: 'CGPA 3.54 of 4',
    },
    {
      id: 'd2',
      institution: 'Dhaka College',
      level: 'hsc',
      area: 'Science',
      start: '',
      end: '2017',
      result: 'GPA 5.00',
    },
  ],
  languages: [
    { id: 'g1', language: 'Bangla', fluency: 'native' },
    { id: 'g2', language: 'English', fluency: 'professional' },
  ],
  certifications: [
    {
      id: 'c1',
      name: 'Data Analytics with Excel, SQL & Power BI',
      issuer: 'Dokkho',
      date: '2024-05',
      url: 'https://dokkho.example/certificate/DKH-1',
      certificate_serial: 'DKH-1',
    },
    {
      id: 'c2',
      name: 'Google Data Analytics',
      issuer: 'Coursera',
      date: '2023-09',
      url: '',
      certificate_serial: null,
    },
  ],
});

/** The same document with the ids the importer made in place of ours. */
function withIdsOf(imported: ResumeDocument, original: ResumeDocument): ResumeDocument {
  const copy = structuredClone(imported);
  for (const key of [
    'links',
    'experience',
    'projects',
    'skills',
    'education',
    'languages',
    'certifications',
  ] as const) {
    copy[key].forEach((item, index) => {
      item.id = original[key][index]?.id ?? item.id;
    });
  }
  return copy;
}

describe('JSON Resume', () => {
  it('exports the standard fields', () => {
    const json = toJsonResume(FULL);
    expect(json.basics).toMatchObject({
      name: 'মোহাম্মদ রাফি (Mohammad Rafi)',
      label: 'Junior data analyst',
      email: 'rafi@example.com',
      location: { address: 'Mirpur, Dhaka' },
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/rafi' }],
    });
    const work = json.work as Record<string, unknown>[];
    expect(work[0]).toMatchObject({
      name: 'Shwapno',
      position: 'Sales data analyst',
      startDate: '2023-02',
      highlights: ['Built the weekly sales dashboard in Power BI', 'Cut report time from 2 days to 2 hours'],
    });
    expect(work[0]).not.toHaveProperty('endDate');
    expect((json.education as Record<string, unknown>[])[0]).toMatchObject({
      studyType: 'Bachelor',
      score: 'CGPA 3.54 of 4',
    });
    expect((json.skills as Record<string, unknown>[])[2]).toEqual({ name: 'Power BI' });
  });

  it('round-trips: an export imports back to the same document', () => {
    const back = fromJsonResume(
      JSON.parse(JSON.stringify(toJsonResume(FULL))) as Record<string, unknown>,
      ids(),
    );
    expect(withIdsOf(back, FULL)).toEqual(FULL);
  });

  it('imports files other tools wrote: full dates, words for levels, study types, bad values dropped', () => {
    const doc = fromJsonResume(
      {
        basics: {
          name: 'Nusrat Jahan',
          email: 'not an e-mail',
          location: { city: 'Sylhet', region: 'Sylhet Division' },
          profiles: [{ network: 'GitHub', url: 'javascript:alert(1)' }],
        },
        work: [
          { name: 'Grameenphone', position: 'Engineer', startDate: '2020-03-15', endDate: '2019-01-01' },
        ],
        education: [{ institution: 'SUST', studyType: 'B.Sc. in CSE', startDate: '2015', endDate: '2019' }],
        skills: [
          { name: 'Python', level: 'Master' },
          { name: 'Go', level: 'godlike' },
        ],
        languages: [{ language: 'English', fluency: 'Full professional proficiency' }],
        projects: 'not a list',
      },
      ids(),
    );
    expect(doc.basics).toMatchObject({
      full_name: 'Nusrat Jahan',
      email: '',
      location: 'Sylhet, Sylhet Division',
    });
    expect(doc.links[0]).toMatchObject({ label: 'GitHub', url: '' });
    expect(doc.experience[0]).toMatchObject({
      company: 'Grameenphone',
      start: '2020-03',
      // An end before the start is unknowable: dropped, and not taken to mean "still there".
      end: '',
      current: false,
    });
    expect(doc.education[0]).toMatchObject({ level: 'bachelor', start: '2015', end: '2019' });
    expect(doc.skills.map((s) => s.level)).toEqual(['expert', null]);
    expect(doc.languages[0]?.fluency).toBe('professional');
    expect(doc.projects).toEqual([]);
  });

  describe('an imported file comes back out', () => {
    const FILE = {
      $schema: JSON_RESUME_SCHEMA,
      basics: {
        name: 'Karim',
        location: { address: 'Road 3', city: 'Sylhet', postalCode: '3100', countryCode: 'BD' },
        profiles: [{ network: 'GitHub', username: 'karim', url: 'https://github.com/karim' }],
      },
      work: [
        {
          name: 'A',
          position: 'Clerk',
          startDate: '2020-03-15',
          endDate: '2021-01-31',
          url: 'https://a.example',
        },
        { name: 'B', position: 'Officer', startDate: '2021-02' },
      ],
      skills: Array.from({ length: RESUME_LIMITS.itemsPerSection + 2 }, (_, i) => ({
        name: `Skill ${i}`,
        keywords: [`k${i}`],
      })),
      'x-other-tool': { theme: 'elegant' },
    };

    it('unchanged, as it went in', () => {
      const { document, kept } = readJsonResume(structuredClone(FILE), ids());
      expect(document.skills).toHaveLength(RESUME_LIMITS.itemsPerSection);
      expect(toJsonResume(document, kept)).toEqual(FILE);
    });

    it('with the builder’s changes: edited fields, removed and added entries', () => {
      const { document, kept } = readJsonResume(structuredClone(FILE), ids());
      document.basics.location = 'Zindabazar, Sylhet';
      document.experience[0]!.start = '2020-04';
      document.experience.splice(1, 1);
      document.links.push({ id: 'new', label: 'Blog', url: 'https://karim.example' });
      const json = toJsonResume(document, kept);
      expect(json.basics).toEqual({
        name: 'Karim',
        // The builder's one line replaces address, city and region; the codes it does not show stay.
        location: { address: 'Zindabazar, Sylhet', postalCode: '3100', countryCode: 'BD' },
        profiles: [...FILE.basics.profiles, { network: 'Blog', url: 'https://karim.example' }],
      });
      expect(json.work).toEqual([{ ...FILE.work[0], startDate: '2020-04' }]);
      expect(json.skills).toEqual(FILE.skills);
      expect(json['x-other-tool']).toEqual(FILE['x-other-tool']);
    });
  });

  it('bounds a kept file: size, depth, NUL characters', () => {
    expect(JsonResumeFile.safeParse({ basics: { name: 'Karim' } }).success).toBe(true);
    expect(
      JsonResumeFile.safeParse({ basics: { summary: 'x'.repeat(JSON_RESUME_LIMITS.maxChars) } }).success,
    ).toBe(false);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(JsonResumeFile.safeParse({ meta: deep }).success).toBe(false);
    expect(JsonResumeFile.safeParse({ references: [{ name: 'a\u0000b' }] }).success).toBe(false);
  });
});
