import { describe, expect, it } from 'vitest';
import { MATCH_PART_KEYS, MATCH_WEIGHTS, MatchScore } from '@dokkho/contract/hiring';
import { scoreMatch, skillStatus, verifiedSkills, type MatchCandidate, type MatchJob } from './match';

const job = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  skills: ['excel', 'sql', 'power bi'],
  experienceMinYears: 2,
  experienceMaxYears: 4,
  educationLevel: 'bachelor',
  workplace: 'on_site',
  division: 'Dhaka',
  district: 'Gazipur',
  ...overrides,
});

const education = (level: MatchCandidate['educations'][number]['level']) => ({
  id: 1,
  level,
  institution: 'Dhaka University',
  subject: '',
  result: '',
  passing_year: 2020,
});

const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  skills: [],
  experience_years: 0,
  educations: [],
  division: null,
  district: null,
  certificates: [],
  completed_courses: [],
  quiz_average: null,
  course_tags: {},
  ...overrides,
});

const certificate = (courseId: number, title: string) => ({
  serial: `S${courseId}`,
  course_id: courseId,
  course_title: title,
  issued_at: '2026-01-01T00:00:00.000Z',
});

const partOf = (score: ReturnType<typeof scoreMatch>, key: string) => score.parts.find((p) => p.key === key)!;

describe('scoreMatch', () => {
  it('fits the contract: five parts in order, weights as maxima, total = sum, reasons everywhere', () => {
    const score = scoreMatch(job(), candidate({ skills: ['excel'] }));
    expect(MatchScore.parse(score)).toEqual(score);
    expect(score.parts.map((p) => p.key)).toEqual([...MATCH_PART_KEYS]);
    for (const p of score.parts) {
      expect(p.max).toBe(MATCH_WEIGHTS[p.key]);
      expect(Number.isInteger(p.points)).toBe(true);
      expect(p.points).toBeGreaterThanOrEqual(0);
      expect(p.points).toBeLessThanOrEqual(p.max);
      expect(p.reasons.length).toBeGreaterThan(0);
      for (const reason of p.reasons) expect(reason).toMatch(/\S/);
    }
    expect(score.total).toBe(score.parts.reduce((sum, p) => sum + p.points, 0));
  });

  it('a perfect candidate scores 100', () => {
    const score = scoreMatch(
      job({ skills: ['excel'] }),
      candidate({
        skills: ['excel'],
        experience_years: 3,
        educations: [education('masters')],
        division: 'Dhaka',
        district: 'Gazipur',
        certificates: [certificate(1, 'Excel for Business'), certificate(2, 'Advanced Excel')],
        quiz_average: 100,
      }),
    );
    expect(score.total).toBe(100);
  });

  it('an empty profile against a demanding post scores only what is not asked', () => {
    const score = scoreMatch(job(), candidate());
    expect(partOf(score, 'skills').points).toBe(0);
    expect(partOf(score, 'experience').points).toBe(0);
    expect(partOf(score, 'education').points).toBe(0);
    expect(partOf(score, 'location').points).toBe(0);
    expect(partOf(score, 'evidence').points).toBe(0);
    expect(score.total).toBe(0);
    expect(score.skills.map((s) => s.status)).toEqual(['missing', 'missing', 'missing']);
  });

  describe('skills', () => {
    it('verified counts 1, declared 0.5, missing 0; evidence names the certificate or course', () => {
      const score = scoreMatch(
        job(),
        candidate({
          skills: ['SQL'],
          certificates: [certificate(7, 'Spreadsheets at work')],
          completed_courses: [{ course_id: 8, title: 'Power BI Dashboards' }],
          course_tags: { 7: ['Excel', 'spreadsheet'], 8: ['dax'] },
        }),
      );
      expect(score.skills).toEqual([
        { skill: 'excel', status: 'verified', evidence: 'Certificate: Spreadsheets at work' },
        { skill: 'sql', status: 'declared', evidence: null },
        { skill: 'power bi', status: 'verified', evidence: 'Completed course: Power BI Dashboards' },
      ]);
      // (1 + 0.5 + 1) / 3 of 40 = 33.3 -> 33
      expect(partOf(score, 'skills').points).toBe(33);
      const reasons = partOf(score, 'skills').reasons.join(' ');
      expect(reasons).toContain('Has 3 of the 3 skills');
      expect(reasons).toContain('excel (Certificate: Spreadsheets at work)');
      expect(reasons).toContain('Declared on the profile only (half points each): sql');
    });

    it('names one certificate once when it proves several skills', () => {
      const part = partOf(
        scoreMatch(job(), candidate({ certificates: [certificate(1, 'Excel, SQL & Power BI')] })),
        'skills',
      );
      expect(part.points).toBe(40);
      expect(part.reasons[1]).toBe(
        'Verified by Dokkho courses or certificates (full points each): excel, sql, power bi (Certificate: Excel, SQL & Power BI).',
      );
    });

    it('a certificate is preferred over a completed course as evidence', () => {
      const status = skillStatus(
        'excel',
        candidate({
          completed_courses: [{ course_id: 1, title: 'Excel basics' }],
          certificates: [certificate(2, 'Excel for Business')],
        }),
      );
      expect(status).toEqual({
        skill: 'excel',
        status: 'verified',
        evidence: 'Certificate: Excel for Business',
      });
    });

    it('a title proves whole words only: "sql" is not in "PostgreSQL"', () => {
      const c = candidate({ completed_courses: [{ course_id: 1, title: 'PostgreSQL administration' }] });
      expect(skillStatus('sql', c).status).toBe('missing');
      expect(skillStatus('postgresql', c).status).toBe('verified');
    });

    it('a post without skills gives full points and says so', () => {
      const part = partOf(scoreMatch(job({ skills: [] }), candidate()), 'skills');
      expect(part.points).toBe(40);
      expect(part.reasons).toEqual(['The post lists no skills, so every applicant gets full points.']);
    });

    it('declared only: half points', () => {
      expect(
        partOf(scoreMatch(job(), candidate({ skills: ['excel', 'sql', 'power bi'] })), 'skills').points,
      ).toBe(20);
    });

    it('case and spacing of skills do not matter', () => {
      const score = scoreMatch(job({ skills: ['Power  BI'] }), candidate({ skills: [' power bi '] }));
      expect(score.skills).toEqual([{ skill: 'power bi', status: 'declared', evidence: null }]);
    });
  });

  describe('experience', () => {
    it('full at or above the minimum, also above the range', () => {
      expect(partOf(scoreMatch(job(), candidate({ experience_years: 2 })), 'experience').points).toBe(20);
      const above = partOf(scoreMatch(job(), candidate({ experience_years: 9 })), 'experience');
      expect(above.points).toBe(20);
      expect(above.reasons.join(' ')).toContain('9 years of work; the post asks for 2 to 4 years');
    });

    it('proportional below the minimum', () => {
      const half = partOf(scoreMatch(job(), candidate({ experience_years: 1 })), 'experience');
      expect(half.points).toBe(10);
      expect(half.reasons[0]).toBe('1 year of work; the post asks for 2 to 4 years, so 1 of 2 years count.');
      expect(
        partOf(
          scoreMatch(
            job({ experienceMinYears: 3, experienceMaxYears: null }),
            candidate({ experience_years: 1 }),
          ),
          'experience',
        ).points,
      ).toBe(7);
    });

    it('no minimum: full points even with no work', () => {
      const part = partOf(scoreMatch(job({ experienceMinYears: 0 }), candidate()), 'experience');
      expect(part.points).toBe(20);
      expect(part.reasons[0]).toContain('no minimum');
    });
  });

  describe('education', () => {
    it('full at or above the level, half one below, none further below or without any', () => {
      const points = (level?: 'ssc' | 'hsc' | 'diploma' | 'bachelor' | 'masters' | 'phd') =>
        partOf(scoreMatch(job(), candidate({ educations: level ? [education(level)] : [] })), 'education')
          .points;
      expect(points('phd')).toBe(15);
      expect(points('bachelor')).toBe(15);
      expect(points('diploma')).toBe(8);
      expect(points('hsc')).toBe(0);
      expect(points()).toBe(0);
    });

    it('takes the highest qualification, whatever the order', () => {
      const part = partOf(
        scoreMatch(
          job(),
          candidate({ educations: [education('ssc'), education('masters'), education('hsc')] }),
        ),
        'education',
      );
      expect(part.points).toBe(15);
      expect(part.reasons[0]).toBe(
        "Highest qualification: Master's degree; the post asks for Bachelor's degree.",
      );
    });

    it('no level asked: full', () => {
      expect(partOf(scoreMatch(job({ educationLevel: null }), candidate()), 'education').points).toBe(15);
    });
  });

  describe('location', () => {
    const at = (division: string | null, district: string | null) => candidate({ division, district });
    it('same district full, same division 7 of 10, elsewhere or unknown 0', () => {
      expect(partOf(scoreMatch(job(), at('Dhaka', 'Gazipur')), 'location').points).toBe(10);
      expect(partOf(scoreMatch(job(), at('dhaka', 'gazipur')), 'location').points).toBe(10);
      expect(partOf(scoreMatch(job(), at('Dhaka', 'Narsingdi')), 'location').points).toBe(7);
      expect(partOf(scoreMatch(job(), at('Dhaka', null)), 'location').points).toBe(7);
      expect(partOf(scoreMatch(job(), at('Sylhet', 'Sylhet')), 'location').points).toBe(0);
      const unknown = partOf(scoreMatch(job(), at(null, null)), 'location');
      expect(unknown.points).toBe(0);
      expect(unknown.reasons[0]).toContain('has not said where they live');
    });

    it('remote, or hybrid without a location: full', () => {
      expect(
        partOf(scoreMatch(job({ workplace: 'remote' }), at('Sylhet', 'Sylhet')), 'location').points,
      ).toBe(10);
      expect(
        partOf(
          scoreMatch(job({ workplace: 'hybrid', division: null, district: null }), at(null, null)),
          'location',
        ).points,
      ).toBe(10);
      // Hybrid with a location is judged like on-site.
      expect(
        partOf(scoreMatch(job({ workplace: 'hybrid' }), at('Sylhet', 'Sylhet')), 'location').points,
      ).toBe(0);
    });

    it('a post naming only a division: any district of it is full', () => {
      expect(partOf(scoreMatch(job({ district: null }), at('Dhaka', 'Tangail')), 'location').points).toBe(10);
    });
  });

  describe('evidence', () => {
    it('relevant certificates 5 and courses 3 (at most 10), plus up to 5 for quizzes', () => {
      const score = scoreMatch(
        job(),
        candidate({
          certificates: [certificate(1, 'Excel for Business')],
          completed_courses: [
            { course_id: 1, title: 'Excel for Business' },
            { course_id: 2, title: 'SQL basics' },
            { course_id: 3, title: 'Cooking' },
          ],
          quiz_average: 80,
        }),
      );
      const part = partOf(score, 'evidence');
      // certificate 5 + SQL course 3 (the certified course is not counted twice; Cooking is not relevant) + quiz 4
      expect(part.points).toBe(12);
      expect(part.reasons[0]).toBe(
        'Relevant Dokkho learning: Certificate: Excel for Business, Completed course: SQL basics.',
      );
      expect(part.reasons[1]).toBe('Average score on passed Dokkho quizzes: 80%.');
    });

    it('caps learning at 10 and the part at 15', () => {
      const many = [1, 2, 3, 4].map((id) => certificate(id, `Excel ${id}`));
      const part = partOf(
        scoreMatch(job(), candidate({ certificates: many, quiz_average: 100 })),
        'evidence',
      );
      expect(part.points).toBe(15);
    });

    it('nothing relevant and no quizzes: 0 with reasons', () => {
      const part = partOf(
        scoreMatch(job(), candidate({ completed_courses: [{ course_id: 3, title: 'Cooking' }] })),
        'evidence',
      );
      expect(part.points).toBe(0);
      expect(part.reasons).toEqual([
        'No Dokkho certificate or completed course relevant to this post.',
        'No passed Dokkho quizzes yet.',
      ]);
    });

    it('a post without skills: any finished course is relevant', () => {
      const part = partOf(
        scoreMatch(
          job({ skills: [] }),
          candidate({ completed_courses: [{ course_id: 3, title: 'Cooking' }] }),
        ),
        'evidence',
      );
      expect(part.points).toBe(3);
    });
  });

  it('is stable: the order of certificates, courses, skills and educations never changes the score', () => {
    const base = candidate({
      skills: ['sql', 'excel', 'tableau'],
      experience_years: 1,
      educations: [education('hsc'), education('diploma')],
      division: 'Dhaka',
      district: 'Dhaka',
      certificates: [certificate(2, 'Power BI'), certificate(1, 'Excel A')],
      completed_courses: [
        { course_id: 5, title: 'SQL joins' },
        { course_id: 4, title: 'Excel B' },
      ],
      quiz_average: 67,
      course_tags: { 1: ['excel'], 2: ['power bi', 'excel'] },
    });
    const reversed: MatchCandidate = {
      ...base,
      skills: [...base.skills].reverse(),
      educations: [...base.educations].reverse(),
      certificates: [...base.certificates].reverse(),
      completed_courses: [...base.completed_courses].reverse(),
    };
    const first = scoreMatch(job(), base);
    expect(scoreMatch(job(), reversed)).toEqual(first);
    expect(scoreMatch(job(), base)).toEqual(first);
    // Evidence is named by a fixed order: certificates by title first.
    expect(first.skills[0]).toEqual({ skill: 'excel', status: 'verified', evidence: 'Certificate: Excel A' });
  });

  it('does not change its inputs', () => {
    const input = candidate({ skills: ['Excel'], certificates: [certificate(1, 'Excel')] });
    const copy = structuredClone(input);
    scoreMatch(job(), input);
    expect(input).toEqual(copy);
  });
});

describe('scoreMatch in Bangla', () => {
  it('gives the same points with the labels and reasons in Bangla, digits in Bengali', () => {
    const input = candidate({
      skills: ['excel', 'sql'],
      experience_years: 1,
      educations: [education('diploma')],
      division: 'Dhaka',
      district: 'Narsingdi',
      certificates: [certificate(1, 'Excel for Business')],
      course_tags: { 1: ['excel'] },
      quiz_average: 84,
    });
    const english = scoreMatch(job(), input);
    const bangla = scoreMatch(job(), input, 'bn');
    expect(MatchScore.parse(bangla)).toEqual(bangla);
    expect(bangla.total).toBe(english.total);
    expect(bangla.parts.map((p) => p.points)).toEqual(english.parts.map((p) => p.points));
    expect(bangla.parts.map((p) => p.label)).toEqual([
      'স্কিল',
      'অভিজ্ঞতা',
      'শিক্ষাগত যোগ্যতা',
      'লোকেশন',
      'Dokkho-তে প্রমাণ',
    ]);
    expect(partOf(bangla, 'skills').reasons[0]).toBe('পোস্টে চাওয়া ৩টি স্কিলের মধ্যে ২টি আছে।');
    expect(partOf(bangla, 'skills').reasons).toContain(
      'Dokkho-র কোর্স বা সার্টিফিকেটে যাচাই করা (প্রতিটিতে পুরো নম্বর): excel (সার্টিফিকেট: Excel for Business)।',
    );
    expect(partOf(bangla, 'experience').reasons).toEqual([
      '১ বছরের কাজের অভিজ্ঞতা; পোস্টে চাওয়া হয়েছে ২ থেকে ৪ বছর, তাই ২ বছরের মধ্যে ১ বছর ধরা হয়েছে।',
    ]);
    expect(partOf(bangla, 'education').reasons).toEqual([
      'সর্বোচ্চ যোগ্যতা: ডিপ্লোমা; পোস্টে চাওয়া হয়েছে স্নাতক ডিগ্রি: এক স্তর নিচে, তাই অর্ধেক নম্বর।',
    ]);
    expect(partOf(bangla, 'evidence').reasons).toContain('পাস করা Dokkho কুইজগুলোর গড় স্কোর: ৮৪%।');
    // No English left in a Bangla reason but the data (skills, course titles).
    const words = bangla.parts.flatMap((p) =>
      p.reasons.join(' ').replace(/Excel for Business|excel|sql|power bi|Dokkho/g, ''),
    );
    for (const text of words) expect(text).not.toMatch(/[A-Za-z0-9]/);
  });
});

describe('verifiedSkills', () => {
  it('course tags plus declared skills a course title names, sorted', () => {
    expect(
      verifiedSkills(
        candidate({
          skills: ['tally', 'excel'],
          certificates: [certificate(1, 'Tally for accountants')],
          completed_courses: [{ course_id: 2, title: 'Data' }],
          course_tags: { 2: ['SQL', 'python'] },
        }),
      ),
    ).toEqual(['python', 'sql', 'tally']);
    expect(verifiedSkills(candidate({ skills: ['excel'] }))).toEqual([]);
  });
});
