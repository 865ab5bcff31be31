import type {
  ApplicantDetail,
  ApplicantRow,
  ApplicantsResponse,
  CandidateProfile,
  MatchScore,
  RankedApplicant,
  RecruiterNotification,
  TalentDetail,
  TalentRow,
} from '@dokkho/contract/hiring';

/** Contract-typed hiring data for the recruiter tests (not shipped: only tests import it). */

export function applicantRow(overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  return {
    id: 31,
    job_id: 58,
    job_title: 'Junior Data Analyst',
    name: 'Nafisa Tabassum',
    profile_picture: null,
    headline: 'Data analyst: Excel, SQL and Power BI dashboards',
    stage: 'applied',
    shortlisted: false,
    withdrawn: false,
    is_new: true,
    resume_kind: 'profile',
    match_total: 82,
    applied_at: '2026-11-20T04:00:00.000Z',
    stage_changed_at: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

/** The post the applicants and ranking pages are about (job 58), as their responses carry it. */
export function postSummary(): ApplicantsResponse['job'] {
  return {
    id: 58,
    title: 'Junior Data Analyst',
    status: 'open',
    deadline: '2026-12-17T17:59:59.000Z',
    skills: ['excel', 'sql'],
  };
}

export function applicantsPage(
  results: ApplicantRow[],
  overrides: Partial<ApplicantsResponse> = {},
): ApplicantsResponse {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    job: postSummary(),
    stage_counts: { applied: 2, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 0 },
    withdrawn_count: 1,
    ...overrides,
  };
}

export function matchScore(overrides: Partial<MatchScore> = {}): MatchScore {
  return {
    total: 82,
    parts: [
      {
        key: 'skills',
        label: 'Skills',
        points: 30,
        max: 40,
        reasons: ['Has 2 of the 2 skills the post asks for.'],
      },
      {
        key: 'experience',
        label: 'Experience',
        points: 20,
        max: 20,
        reasons: ['2 years of work; the post asks for 1 to 3.'],
      },
      {
        key: 'education',
        label: 'Education',
        points: 15,
        max: 15,
        reasons: ['Bachelor’s degree; the post asks for HSC.'],
      },
      {
        key: 'location',
        label: 'Location',
        points: 10,
        max: 10,
        reasons: ['Lives in Dhaka, where the job is.'],
      },
      {
        key: 'evidence',
        label: 'Dokkho evidence',
        points: 7,
        max: 15,
        reasons: ['One relevant certificate.'],
      },
    ],
    skills: [
      { skill: 'excel', status: 'verified', evidence: 'Certificate: Excel for Business' },
      { skill: 'sql', status: 'declared', evidence: null },
      { skill: 'power bi', status: 'missing', evidence: null },
    ],
    ...overrides,
  };
}

export function candidateProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    job_seeker_id: 9,
    name: 'Nafisa Tabassum',
    profile_picture: null,
    headline: 'Data analyst: Excel, SQL and Power BI dashboards',
    about: 'I turn messy branch data into weekly reports.',
    division: 'Dhaka',
    district: 'Mirpur',
    skills: ['excel', 'sql'],
    experience_years: 2,
    experiences: [
      {
        id: 1,
        title: 'MIS Assistant',
        company: 'Jamuna Super Shops Ltd.',
        employment_type: 'full_time',
        start_month: '2024-10',
        end_month: null,
        description: 'Daily sales reports for 12 outlets.',
      },
    ],
    educations: [
      {
        id: 1,
        level: 'bachelor',
        institution: 'University of Dhaka',
        subject: 'Statistics',
        result: 'CGPA 3.48',
        passing_year: 2024,
      },
    ],
    certificates: [
      {
        serial: 'DK-1',
        course_id: 12,
        course_title: 'Excel for Business',
        issued_at: '2026-10-12T04:00:00.000Z',
      },
    ],
    completed_courses: [{ course_id: 12, title: 'Excel for Business' }],
    quiz_average: 81,
    ...overrides,
  };
}

export function applicantDetail(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    ...applicantRow({ is_new: false }),
    candidate: candidateProfile(),
    contact: { email: 'nafisa@example.com', phone_number: '+8801711000000' },
    cover_letter: 'I enjoy explaining numbers.',
    resume: {
      kind: 'upload',
      file_name: 'nafisa-cv.pdf',
      bytes: 240_000,
      url: '/api/jobs/applications/31/resume/',
      built: null,
    },
    match: matchScore(),
    timeline: [{ stage: 'applied', at: '2026-11-20T04:00:00.000Z' }],
    notes: [
      {
        id: 5,
        body: 'Strong SQL in the call.',
        author_name: 'Demo Recruiter',
        created_at: '2026-11-21T04:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function rankedApplicant(rank: number, overrides: Partial<ApplicantRow> = {}): RankedApplicant {
  return {
    rank,
    application: applicantRow(overrides),
    match: matchScore({ total: overrides.match_total ?? 82 }),
  };
}

export function talentRow(overrides: Partial<TalentRow> = {}): TalentRow {
  return {
    job_seeker_id: 9,
    name: 'Nafisa Tabassum',
    profile_picture: null,
    headline: 'Data analyst: Excel, SQL and Power BI dashboards',
    division: 'Dhaka',
    district: 'Mirpur',
    skills: ['excel', 'sql'],
    verified_skills: ['excel'],
    experience_years: 2,
    certificate_count: 1,
    contact_request: null,
    ...overrides,
  };
}

export function talentDetail(overrides: Partial<TalentDetail> = {}): TalentDetail {
  return { ...talentRow(), candidate: candidateProfile(), contact: null, ...overrides };
}

export function notification(overrides: Partial<RecruiterNotification> = {}): RecruiterNotification {
  return {
    id: 1,
    kind: 'new_application',
    application_id: 31,
    job_id: 58,
    job_title: 'Junior Data Analyst',
    applicant_name: 'Nafisa Tabassum',
    read: false,
    created_at: '2026-11-26T04:00:00.000Z',
    ...overrides,
  };
}

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
