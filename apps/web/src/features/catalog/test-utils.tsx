import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { CourseListItem } from '@dokkho/contract/catalog';
import type { CourseFullDetail, EnrollmentStatus, WishlistItem } from '@dokkho/contract/learning';
import { createQueryClient } from '../../shared/api/query-client';
import { setSession } from '../../shared/auth/token-store';

/** Test data and a harness for the course page and wishlist tests (not shipped: only tests import it). */

export function listItem(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id: 12,
    slug: 'excel-essentials-for-office-jobs',
    title: 'Excel Essentials for Office Jobs',
    subtitle: 'The formulas, shortcuts and reports every office job in Bangladesh expects',
    thumbnail: '/demo/courses/excel-essentials-for-office-jobs.svg',
    genre: { id: 1, name: 'Data Analytics', slug: 'data-analytics' },
    instructor: { id: 3, name: 'Tanvir Ahmed', avatar: null },
    level: 'beginner',
    language: 'bn',
    duration_minutes: 176,
    lessons_count: 4,
    price: 0,
    sale_price: null,
    currency: 'BDT',
    is_free: true,
    is_featured: false,
    rating_avg: 4.7,
    rating_count: 980,
    enrolled_count: 21000,
    ...overrides,
  };
}

export function courseDetail(overrides: Partial<CourseFullDetail> = {}): CourseFullDetail {
  return {
    ...listItem(),
    kind: 'course',
    description:
      'Whether you are preparing for your first job or want to stop copying numbers by hand.\n\nEach lesson uses a real office task.',
    outcomes: ['Use SUM, IF, VLOOKUP and XLOOKUP with confidence', 'Build simple charts for monthly reports'],
    requirements: ['Microsoft Excel 2016 or newer'],
    tags: ['excel'],
    instructor: {
      id: 3,
      name: 'Tanvir Ahmed',
      avatar: null,
      headline: 'Senior Data Analyst at bKash',
      bio: 'Tanvir has spent eight years turning data into decisions.',
    },
    published_at: '2026-01-10T04:00:00.000Z',
    updated_at: '2026-11-01T04:00:00.000Z',
    curriculum: {
      modules: [
        {
          id: 101,
          kind: 'recorded',
          title: 'Excel basics',
          description: '',
          starts_at: null,
          live_duration_minutes: null,
          duration_seconds: 930,
          lessons: [
            { id: 1001, kind: 'video', title: 'Welcome to Excel', duration_seconds: 330, is_preview: true },
            {
              id: 1002,
              kind: 'article',
              title: 'Cheat sheet: shortcuts',
              duration_seconds: 240,
              is_preview: false,
            },
            {
              id: 1003,
              kind: 'video',
              title: 'Entering data quickly',
              duration_seconds: 360,
              is_preview: false,
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
        {
          id: 103,
          kind: 'recorded',
          title: 'Reports and charts',
          description: '',
          starts_at: null,
          live_duration_minutes: null,
          duration_seconds: 760,
          lessons: [
            { id: 1004, kind: 'video', title: 'Printing and PDF', duration_seconds: 760, is_preview: false },
          ],
        },
      ],
      lessons_count: 4,
      duration_seconds: 930 + 5400 + 760,
    },
    faqs: [
      { id: 1, question: 'Will I get a certificate?', answer: 'Yes, with a public verification page.' },
      { id: 2, question: 'Is this course really free?', answer: 'Yes. No card or bKash number is needed.' },
    ],
    rating_breakdown: [0, 0, 1, 1, 2],
    recent_reviews: [
      {
        id: 9,
        rating: 5,
        comment: 'Clear and practical',
        reviewer: { name: 'Rahim U.', avatar: null },
        updated_at: '2026-11-20T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function enrollment(overrides: Partial<EnrollmentStatus> = {}): EnrollmentStatus {
  return {
    course_id: 12,
    is_enrolled: false,
    enrolled_at: null,
    progress_percent: 0,
    completed_at: null,
    ...overrides,
  };
}

export function wishlistItem(course: CourseListItem): WishlistItem {
  return { course, added_at: '2026-11-20T00:00:00.000Z' };
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
  body: unknown;
}

/**
 * Stubs fetch with `handler(method, path, body)`; unhandled requests answer 404. Returns the calls made,
 * so a test can assert on them.
 */
export function stubApi(handler: (call: Call) => Response | Promise<Response> | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
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
