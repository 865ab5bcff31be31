import type {
  ApplyStatus,
  MyApplicationDetail,
  MyApplicationRow,
  SeekerProfile,
} from '@dokkho/contract/hiring';

/** Contract-typed job seeker data for this feature's tests (not shipped: only tests import it). */

export function applicationRow(overrides: Partial<MyApplicationRow> = {}): MyApplicationRow {
  return {
    id: 301,
    job: {
      id: 41,
      title: 'Junior Data Analyst',
      company_name: 'Brain Station 23',
      company_logo: '',
      workplace: 'on_site',
      division: 'Dhaka',
      district: 'Dhaka',
      deadline: '2026-12-20T17:59:59.000Z',
      status: 'open',
    },
    stage: 'applied',
    withdrawn: false,
    applied_at: '2026-11-21T04:00:00.000Z',
    stage_changed_at: '2026-11-21T04:00:00.000Z',
    ...overrides,
  };
}

export function applicationDetail(overrides: Partial<MyApplicationDetail> = {}): MyApplicationDetail {
  return {
    ...applicationRow(),
    cover_letter: 'I build the weekly sales reports at my current job.',
    resume: {
      kind: 'upload',
      file_name: 'rahim-cv.pdf',
      bytes: 245_760,
      url: '/api/jobs/applications/301/resume/',
      built: null,
    },
    timeline: [{ stage: 'applied', at: '2026-11-21T04:00:00.000Z' }],
    can_withdraw: true,
    ...overrides,
  };
}

export function applyStatus(overrides: Partial<ApplyStatus> = {}): ApplyStatus {
  return {
    can_apply: true,
    reason: null,
    is_job_seeker: true,
    profile_ready: true,
    application: null,
    ...overrides,
  };
}

export function seekerProfile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    first_name: 'Rahim',
    last_name: 'Uddin',
    email: 'rahim@example.com',
    phone_number: '+8801711000001',
    profile_picture: null,
    headline: 'Junior data analyst',
    about: '',
    division: 'Dhaka',
    district: 'Gazipur',
    skills: ['excel', 'sql'],
    expected_salary: 3_000_000,
    discoverable: false,
    experiences: [
      {
        id: 11,
        title: 'Sales assistant',
        company: 'Agora',
        employment_type: 'part_time',
        start_month: '2024-03',
        end_month: null,
        description: '',
      },
    ],
    educations: [
      {
        id: 21,
        level: 'bachelor',
        institution: 'University of Dhaka',
        subject: 'Accounting',
        result: 'CGPA 3.40',
        passing_year: 2024,
      },
    ],
    certificates: [],
    experience_years: 2,
    completeness: { percent: 71, missing: ['Write a few lines about yourself', 'Add a profile picture'] },
    updated_at: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

/**
 * A stand-in for XMLHttpRequest (the resume upload reports progress through it): records the request and
 * lets the test send progress and the answer.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  requestHeaders: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json' };
    this.onload?.();
  }
}

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
export { jobDetail, jobListItem } from '../jobs/test-utils';
