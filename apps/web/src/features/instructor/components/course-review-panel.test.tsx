import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi, teachingCourse } from '../test-utils';
import { CourseReviewPanel } from './course-review-panel';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('CourseReviewPanel (the instructor’s course page)', () => {
  it('shows staff’s reasons on a sent-back draft and lists what the server says is missing', async () => {
    signIn();
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/instructor/courses/9/submit/'
        ? json(
            {
              description: ['Write a description: what the course teaches and who it is for.'],
              curriculum: ['Add at least one module with at least one lesson in it.'],
            },
            400,
          )
        : undefined,
    );
    const course = teachingCourse({
      id: 9,
      status: 'draft',
      published_at: null,
      reviewed_at: '2026-11-18T04:00:00.000Z',
      review_note: 'Add a worked example to every lesson.',
    });
    renderPage(<CourseReviewPanel course={course} />, '/ir-dashboard/course-details/9');
    screen.getByText('The Dokkho team asked for changes on 18 Nov 2026:');
    expect(screen.getByTestId('review-note').textContent).toBe('Add a worked example to every lesson.');

    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The course cannot be submitted yet:');
    expect(alert.textContent).toContain('Write a description');
    expect(alert.textContent).toContain('Add at least one module');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('offers to withdraw a course in review', async () => {
    signIn();
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/instructor/courses/9/withdraw/'
        ? json(teachingCourse({ id: 9, status: 'draft' }))
        : undefined,
    );
    renderPage(
      <CourseReviewPanel
        course={teachingCourse({ id: 9, status: 'in_review', submitted_at: '2026-11-25T04:00:00.000Z' })}
      />,
      '/ir-dashboard/course-details/9',
    );
    screen.getByRole('heading', { name: 'Waiting for review' });
    screen.getByText(/Submitted on 25 Nov 2026/);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw from review' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith('/withdraw/'))).toBe(true));
  });

  it('shows nothing for a published course', () => {
    signIn();
    stubApi(() => undefined);
    renderPage(<CourseReviewPanel course={teachingCourse()} />, '/ir-dashboard/course-details/7');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
