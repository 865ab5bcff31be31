import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CourseReviewDetail } from '@dokkho/contract/course-review';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { StaffCourseReviewPage } from './staff-course-review-page';
import { StaffCourseReviewsPage } from './staff-course-reviews-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function reviewCourse(overrides: Partial<CourseReviewDetail> = {}): CourseReviewDetail {
  return {
    id: 31,
    slug: 'power-query-clean-data-fast',
    title: 'Power Query: Clean Messy Data in Minutes',
    subtitle: 'Merge monthly files once, then refresh with one click',
    thumbnail: '',
    status: 'in_review',
    instructor: { id: 4, name: 'Shirin Akter' },
    price: 250_000,
    sale_price: null,
    currency: 'BDT',
    is_free: false,
    lessons_count: 2,
    submitted_at: '2026-11-25T04:00:00.000Z',
    reviewed_at: null,
    review_note: null,
    published_at: null,
    title_bn: null,
    update_of: null,
    subtitle_bn: null,
    description: 'The reports you rebuild by hand every month, built once.',
    description_bn: null,
    outcomes: ['Combine a folder of monthly files into one table'],
    requirements: [],
    level: 'intermediate',
    language: 'bn',
    modules: [
      {
        id: 1,
        kind: 'recorded',
        title: 'Getting data in',
        lessons: [
          {
            id: 11,
            kind: 'article',
            title: 'What Power Query does',
            duration_seconds: 360,
            is_preview: true,
          },
          {
            id: 12,
            kind: 'video',
            title: 'From a folder of files',
            duration_seconds: 540,
            is_preview: false,
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('/staff/course-reviews', () => {
  it('lists the courses waiting, with who teaches them, linking to each', async () => {
    stubApi((call) =>
      call.path === '/api/admin/course-reviews/'
        ? json({
            count: 1,
            next: null,
            previous: null,
            results: [reviewCourse({ review_note: 'Add captions.' })],
          })
        : undefined,
    );
    renderPage(<StaffCourseReviewsPage />, '/staff/course-reviews');
    const list = await screen.findByRole('list', { name: 'Courses waiting for review' });
    const link = within(list).getByRole('link', { name: /Power Query/ });
    expect(link.getAttribute('href')).toBe('/staff/course-reviews/31');
    within(link).getByText('by Shirin Akter');
    within(link).getByText('Resubmitted after changes were asked');
    screen.getByText('1 course waiting');
  });

  it('says so when nothing waits', async () => {
    stubApi((call) =>
      call.path === '/api/admin/course-reviews/'
        ? json({ count: 0, next: null, previous: null, results: [] })
        : undefined,
    );
    renderPage(<StaffCourseReviewsPage />, '/staff/course-reviews');
    await screen.findByText('No course is waiting for review');
  });
});

describe('/staff/course-reviews/{id}', () => {
  it('shows the curriculum, and sends back only with a reason, which it posts', async () => {
    let course = reviewCourse();
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/course-reviews/31/') return json(course);
      if (call.method === 'POST' && call.path === '/api/admin/course-reviews/31/send-back/') {
        course = reviewCourse({ status: 'draft', review_note: 'Add a practice file.' });
        return json(course);
      }
      return undefined;
    });
    renderPage(<StaffCourseReviewPage />, '/staff/course-reviews/31', '/staff/course-reviews/:id');
    const curriculum = await screen.findByRole('region', { name: 'Curriculum' });
    within(curriculum).getByText('Module 1: Getting data in');
    within(curriculum).getByText('From a folder of files');
    within(curriculum).getByText('Free preview');

    fireEvent.click(screen.getByRole('button', { name: 'Send back with reasons' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Send back' }));
    await dialog.findByText('Write what needs to change: the instructor reads it.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(dialog.getByLabelText('What needs to change'), {
      target: { value: 'Add a practice file.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send back' }));
    await screen.findByText('Sent back. Shirin Akter has been told, with your reasons.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Add a practice file.' });
    await screen.findByRole('heading', { name: 'Not in review' });
  });

  it('says who decided first when publishing answers 409', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/course-reviews/31/') return json(reviewCourse());
      if (call.path === '/api/admin/course-reviews/31/publish/')
        return json(
          { detail: 'This course is no longer waiting for review: someone else decided on it.' },
          409,
        );
      return undefined;
    });
    renderPage(<StaffCourseReviewPage />, '/staff/course-reviews/31', '/staff/course-reviews/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await dialog.findByText(/someone else decided on it/);
  });
});
