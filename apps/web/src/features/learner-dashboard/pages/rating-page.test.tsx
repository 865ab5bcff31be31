import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MyReview } from '@dokkho/contract/learning';
import { clearSession } from '../../../shared/auth/token-store';
import { enrolled, EXCEL, HTML, json, myReview, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { RatingPage } from './rating-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** The API as the rating page sees it: reviews kept in memory, posting again edits. */
function stubReviews(initial: MyReview[] = [], refuse?: (call: Call) => Response | undefined) {
  let reviews = [...initial];
  let avg = 4.5;
  let count = 10;
  const calls = stubApi((call) => {
    const { method, path, body } = call;
    if (path === '/api/course/enrolled/') return json([enrolled(EXCEL), enrolled(HTML)]);
    if (path === '/api/course/my-reviews/') return json(reviews);
    if (path.startsWith('/api/course/course_detail/'))
      return json({ rating_breakdown: [0, 1, 2, 3, 4 + reviews.length] });
    if (method === 'POST' && path === '/api/course/reviews/') {
      const refused = refuse?.(call);
      if (refused) return refused;
      const input = body as { course_id: number; rating: number; comment: string };
      const previous = reviews.find((r) => r.course_id === input.course_id);
      const review = myReview({
        id: previous?.id ?? 50,
        course_id: input.course_id,
        rating: input.rating,
        comment: input.comment,
        updated_at: previous ? '2026-12-01T04:00:00.000Z' : '2026-11-20T04:00:00.000Z',
      });
      reviews = [review, ...reviews.filter((r) => r.course_id !== input.course_id)];
      if (!previous) count += 1;
      avg = 4.6;
      return json(
        {
          detail: previous ? 'Your review is updated.' : 'Thanks! Your review is published.',
          review,
          rating_avg: avg,
          rating_count: count,
        },
        previous ? 200 : 201,
      );
    }
    return undefined;
  });
  return calls;
}

describe('RatingPage (/newDashboard/rating)', () => {
  it('checks the rating with the contract’s message, publishes the review and shows the new average', async () => {
    signIn();
    const calls = stubReviews();
    renderPage(<RatingPage />, '/newDashboard/rating');
    const form = await screen.findByRole('form', { name: `Your review of ${EXCEL.title}` });
    screen.getByText('2 courses waiting for your rating.');

    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    await within(form).findByText('Choose a rating from 1 to 5 stars');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByLabelText(/What did you think/), {
      target: { value: '  Clear lessons, real office tasks.  ' },
    });
    within(form).getByText('37 / 2000');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));

    const card = screen.getByRole('article', { name: EXCEL.title });
    await within(card).findByText('Thanks! Your review is published.');
    within(card).getByText('The course is now rated 4.6 from 11 learners.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      course_id: EXCEL.id,
      rating: 4,
      comment: 'Clear lessons, real office tasks.',
    });
    // The review replaces the form; the breakdown marks the learner's row.
    within(card).getByRole('img', { name: '4 out of 5 stars' });
    within(card).getByText('Clear lessons, real office tasks.');
    const breakdown = await within(card).findByRole('list', { name: 'How learners rated this course' });
    within(breakdown).getByText('(including yours)');
    screen.getByText('1 course waiting for your rating.');
  });

  it('edits an existing review', async () => {
    signIn();
    const calls = stubReviews([myReview({ course_id: EXCEL.id, rating: 3, comment: 'Good.' })]);
    renderPage(<RatingPage />, '/newDashboard/rating');
    const card = await screen.findByRole('article', { name: EXCEL.title });
    await within(card).findByRole('img', { name: '3 out of 5 stars' });
    within(card).getByText('Good.');

    fireEvent.click(within(card).getByRole('button', { name: `Edit your review of ${EXCEL.title}` }));
    const form = within(card).getByRole('form');
    expect((within(form).getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText(/What did you think/) as HTMLTextAreaElement).value).toBe('Good.');
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Update review' }));

    await within(card).findByText('Your review is updated.');
    within(card).getByRole('img', { name: '5 out of 5 stars' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('puts the server’s field messages under the fields and other refusals above the button', async () => {
    signIn();
    let attempt = 0;
    stubReviews([], () => {
      attempt += 1;
      return attempt === 1
        ? json({ comment: ['Keep your review under 2000 characters'] }, 400)
        : json({ detail: 'Only learners enrolled in this course can review it.' }, 403);
    });
    renderPage(<RatingPage />, '/newDashboard/rating');
    const form = await screen.findByRole('form', { name: `Your review of ${HTML.title}` });
    fireEvent.click(within(form).getByRole('radio', { name: '2 stars' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    await within(form).findByText('Keep your review under 2000 characters');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Only learners enrolled in this course can review it.',
    );
  });

  it('has an empty state for a learner with no course, and an error state', async () => {
    signIn();
    stubApi(() => json([]));
    renderPage(<RatingPage />, '/newDashboard/rating');
    await screen.findByRole('heading', { name: 'Nothing to rate yet' });
  });

  it('says what failed when the reviews cannot be loaded', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/course/my-reviews/'
        ? json({ detail: 'Service unavailable.' }, 503)
        : json([enrolled(EXCEL)]),
    );
    renderPage(<RatingPage />, '/newDashboard/rating');
    await screen.findByRole('heading', { name: 'We couldn’t load your courses to rate' });
  });
});
