import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type {
  CertificateDetails,
  CourseModulesResponse,
  LessonContent,
  QuizForTaking,
  QuizInfo,
  QuizSummary,
} from '@dokkho/contract/learning';
import { createQueryClient } from '../../shared/api/query-client';
import { setSession } from '../../shared/auth/token-store';

/** Test data and a harness for the player, quiz and certificate pages (only tests import it). */

export function lesson(overrides: Partial<LessonContent> = {}): LessonContent {
  return {
    id: 1002,
    course_id: 12,
    course_title: 'Excel Essentials for Office Jobs',
    module: { id: 101, title: 'Excel basics' },
    kind: 'video',
    title: 'Workbooks, sheets, rows and columns',
    duration_seconds: 555,
    video_url: '/demo/media/sample-lesson.mp4',
    body: '',
    resources: [{ id: 5, title: 'Practice workbook', url: '/media/practice.xlsx', size_bytes: 24_576 }],
    is_preview: false,
    progress: { position_seconds: 0, completed: false, completed_at: null },
    previous_lesson_id: 1001,
    next_lesson_id: 1003,
    ...overrides,
  };
}

export function outline(overrides: Partial<CourseModulesResponse> = {}): CourseModulesResponse {
  return {
    course_id: 12,
    course_title: 'Excel Essentials for Office Jobs',
    is_enrolled: true,
    progress_percent: 33,
    resume_lesson_id: 1002,
    modules: [
      {
        id: 101,
        kind: 'recorded',
        title: 'Excel basics',
        description: '',
        starts_at: null,
        live_duration_minutes: null,
        duration_seconds: 1125,
        lessons: [
          {
            id: 1001,
            kind: 'video',
            title: 'Welcome to Excel',
            duration_seconds: 330,
            is_preview: true,
            completed: true,
          },
          {
            id: 1002,
            kind: 'video',
            title: 'Workbooks, sheets, rows and columns',
            duration_seconds: 555,
            is_preview: false,
            completed: false,
          },
          {
            id: 1003,
            kind: 'article',
            title: 'Cheat sheet: shortcuts',
            duration_seconds: 240,
            is_preview: false,
            completed: false,
          },
        ],
      },
      {
        id: 102,
        kind: 'live',
        title: 'Live Q&A: your first report',
        description: 'Bring your questions.',
        starts_at: '2026-12-05T14:00:00.000Z',
        live_duration_minutes: 90,
        duration_seconds: 5400,
        lessons: [],
      },
    ],
    ...overrides,
  };
}

export function quizSummary(overrides: Partial<QuizSummary> = {}): QuizSummary {
  return {
    id: 40,
    course_id: 12,
    module_id: null,
    title: 'Excel essentials: final check',
    description: 'Five questions on the formulas and habits that office jobs expect on day one.',
    question_count: 2,
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: null,
    attempts_used: 0,
    best_percent: null,
    passed: false,
    ...overrides,
  };
}

export function quizInfo(overrides: Partial<QuizInfo> = {}): QuizInfo {
  const {
    id,
    course_id,
    title,
    description,
    question_count,
    time_limit_seconds,
    pass_percent,
    max_attempts,
  } = quizSummary();
  return {
    id,
    course_id,
    title,
    description,
    question_count,
    time_limit_seconds,
    pass_percent,
    max_attempts,
    course_title: 'Excel Essentials for Office Jobs',
    ...overrides,
  };
}

export function quizForTaking(overrides: Partial<QuizForTaking> = {}): QuizForTaking {
  return {
    ...quizSummary(),
    questions: [
      {
        id: 501,
        kind: 'single',
        prompt: 'Which formula adds the values in cells B2 to B10?',
        points: 1,
        options: [
          { id: 1, text: '=ADD(B2:B10)' },
          { id: 2, text: '=SUM(B2:B10)' },
        ],
      },
      {
        id: 502,
        kind: 'multiple',
        prompt: 'Which of these look up a value in another table?',
        points: 1,
        options: [
          { id: 3, text: 'VLOOKUP' },
          { id: 4, text: 'XLOOKUP' },
          { id: 5, text: 'CONCAT' },
        ],
      },
    ],
    open_attempt: null,
    ...overrides,
  };
}

export function certificate(overrides: Partial<CertificateDetails> = {}): CertificateDetails {
  return {
    serial: 'DKH-DEM0-2026-0001',
    learner_name: 'তাহমিনা আক্তার',
    course_id: 12,
    course_title: 'Excel Essentials for Office Jobs',
    instructor_name: 'Tanvir Ahmed',
    issued_at: '2026-11-20T20:30:00.000Z',
    verify_url: 'http://localhost/certificate/DKH-DEM0-2026-0001',
    pdf_url: 'http://localhost/api/course/certificate-pdf/DKH-DEM0-2026-0001/',
    ...overrides,
  };
}

/** A JWT-shaped token for user 7 that does not expire during the test (the browser never checks it). */
export function signIn(userId = 7): void {
  const payload = btoa(JSON.stringify({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  setSession(`eyJhbGciOiJIUzI1NiJ9.${payload}.signature`, userId);
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  keepalive: boolean;
}

/** Stubs fetch with `handler(call)`; unhandled requests answer 404. Returns the calls made. */
export function stubApi(handler: (call: Call) => Response | Promise<Response> | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        keepalive: init?.keepalive === true,
      };
      calls.push(call);
      return (await handler(call)) ?? json({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** Renders `ui` at `url` (matching `path`) in a fresh query client and a memory router. */
export function renderPage(ui: ReactElement, url: string, path = '*') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
