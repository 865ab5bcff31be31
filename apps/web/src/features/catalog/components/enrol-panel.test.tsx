import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { saveAffiliateAttribution } from '../../../shared/affiliate/attribution';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/auth/login-dialog-store';
import { clearSession } from '../../../shared/auth/token-store';
import { useEnrolAction } from '../lib/use-enrol-action';
import { courseDetail, enrollment, json, renderPage, signIn, stubApi } from '../test-utils';
import { EnrolBar, EnrolPanelCard } from './enrol-panel';

function Panel({ course, bar = false }: { course: CourseFullDetail; bar?: boolean }) {
  const action = useEnrolAction(course);
  return bar ? (
    <EnrolBar course={course} action={action} />
  ) : (
    <EnrolPanelCard course={course} action={action} />
  );
}

const PAID = { price: 350000, sale_price: 199900, is_free: false };

afterEach(() => {
  act(() => closeLoginDialog());
  clearSession();
  vi.unstubAllGlobals();
});

describe('enrol panel (issue 4 item 1)', () => {
  it('asks a visitor to sign in first, without calling the API', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<Panel course={courseDetail(PAID)} />, '/courseDetails/12');
    // Price with the sale and the original struck through, in BDT.
    screen.getByText('৳1,999');
    screen.getByText(/৳3,500/);
    screen.getByText('43% off');
    fireEvent.click(screen.getByRole('button', { name: 'Enrol now' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('enrols a signed-in learner in a free course, then offers "Start learning" at the first lesson', async () => {
    signIn();
    let enrolled = false;
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/check-enrollment/12/') return json(enrollment({ is_enrolled: enrolled }));
      if (method === 'POST' && path === '/api/marketing/free-enrollment/') {
        enrolled = true;
        return json(
          {
            detail: 'You are enrolled. Start your first lesson!',
            created: true,
            enrollment: enrollment({ is_enrolled: true, enrolled_at: '2026-11-26T00:00:00Z' }),
          },
          201,
        );
      }
      if (path === '/api/course/enrolled/' || path === '/api/user/wishlist/') return json([]);
      if (path === '/api/course/course_detail/12/') return json(courseDetail());
      return undefined;
    });
    renderPage(<Panel course={courseDetail()} />, '/courseDetails/12');

    fireEvent.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    const start = await screen.findByRole('link', { name: 'Start learning' });
    expect(start.getAttribute('href')).toBe('/lessons/1001');
    screen.getByText('You are enrolled. Start your first lesson!');
    expect(screen.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    const posts = calls
      .filter((c) => c.method === 'POST')
      .map(({ method, path, body }) => ({ method, path, body }));
    expect(posts).toEqual([
      // SPEC.md §7 analytics: the click is recorded (signed in), then the seat is taken.
      {
        method: 'POST',
        path: '/api/generics/create-analytics-track/',
        body: {
          event: 'enrol_click',
          label: 'Excel Essentials for Office Jobs',
          payload: { course_id: 12, kind: 'free' },
        },
      },
      { method: 'POST', path: '/api/marketing/free-enrollment/', body: { course_id: 12 } },
    ]);
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).toBeNull();
  });

  it('shows why a free enrolment failed and lets the learner try again', async () => {
    signIn();
    stubApi(({ method, path }) => {
      if (path === '/api/course/check-enrollment/12/') return json(enrollment());
      if (method === 'POST') return json({ detail: 'This course is not free. Buy it to enrol.' }, 400);
      return json([]);
    });
    renderPage(<Panel course={courseDetail()} />, '/courseDetails/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This course is not free. Buy it to enrol.');
    expect((screen.getByRole('button', { name: 'Enrol for free' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('sends a signed-in learner to checkout for a paid course', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/course/check-enrollment/12/' ? json(enrollment()) : json([])));
    renderPage(<Panel course={courseDetail(PAID)} />, '/courseDetails/12');
    const buy = await screen.findByRole('link', { name: 'Buy now' });
    expect(buy.getAttribute('href')).toBe('/payment/12');
    screen.getByRole('link', { name: '7-day refund policy' });
  });

  it('carries a promo code the learner arrived with (the masterclass offer link) to checkout', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/course/check-enrollment/12/' ? json(enrollment()) : json([])));
    renderPage(<Panel course={courseDetail(PAID)} />, '/courseDetails/12?promo=MC-7Q4K2');
    const buy = await screen.findByRole('link', { name: 'Buy now' });
    expect(buy.getAttribute('href')).toBe('/payment/12?promo=MC-7Q4K2');
  });

  it('carries the referral code of a link followed for this course (and only this one) to checkout', async () => {
    signIn();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    saveAffiliateAttribution({ code: 'AFFDEMO7', course_id: 12, expires_at: expires });
    stubApi(({ path }) => (path.startsWith('/api/course/check-enrollment/') ? json(enrollment()) : json([])));
    const { unmount } = renderPage(<Panel course={courseDetail(PAID)} />, '/courseDetails/12');
    const buy = await screen.findByRole('link', { name: 'Buy now' });
    expect(buy.getAttribute('href')).toBe('/payment/12/AFFDEMO7');
    unmount();

    // Another course's attribution does not travel to this checkout.
    renderPage(<Panel course={courseDetail({ ...PAID, id: 13 })} />, '/courseDetails/13');
    expect((await screen.findByRole('link', { name: 'Buy now' })).getAttribute('href')).toBe('/payment/13');
  });

  it('offers "Continue learning" with the progress to an enrolled learner, in the bar too', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/course/check-enrollment/12/'
        ? json(enrollment({ is_enrolled: true, enrolled_at: '2026-11-01T00:00:00Z', progress_percent: 40 }))
        : json([]),
    );
    renderPage(
      <>
        <Panel course={courseDetail(PAID)} />
        <Panel course={courseDetail(PAID)} bar />
      </>,
      '/courseDetails/12',
    );
    const links = await screen.findAllByRole('link', { name: 'Continue learning' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/lessons/1001');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    screen.getByText('40% complete', { selector: 'p' });
    // No price and no wishlist heart for a course the learner already has.
    expect(screen.queryByText('৳1,999')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to your wishlist' })).toBeNull();
  });

  it('finishes a free enrolment the visitor asked for once the login dialog signs them in', async () => {
    let enrolled = false;
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/check-enrollment/12/') return json(enrollment({ is_enrolled: enrolled }));
      if (method === 'POST') {
        enrolled = true;
        return json({ detail: 'ok', created: true, enrollment: enrollment({ is_enrolled: true }) }, 201);
      }
      return json([]);
    });
    renderPage(<Panel course={courseDetail()} />, '/courseDetails/12');
    fireEvent.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(isLoginDialogOpen()).toBe(true);
    // What a successful sign-in in the dialog does: a session, then the dialog closes.
    act(() => {
      signIn();
      closeLoginDialog();
    });
    await screen.findByRole('link', { name: 'Start learning' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('forgets the request when the dialog is closed without signing in', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/course/check-enrollment/12/' ? json(enrollment()) : json([]),
    );
    renderPage(<Panel course={courseDetail()} />, '/courseDetails/12');
    fireEvent.click(screen.getByRole('button', { name: 'Enrol for free' }));
    act(() => closeLoginDialog());
    act(() => signIn());
    await screen.findByRole('button', { name: 'Enrol for free' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/course/check-enrollment/12/')).toBe(true));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says when the enrolment status cannot be checked, and retries', async () => {
    signIn();
    let fail = true;
    stubApi(({ path }) => {
      if (path !== '/api/course/check-enrollment/12/') return json([]);
      return fail ? json({ detail: 'Service unavailable.' }, 503) : json(enrollment());
    });
    renderPage(<Panel course={courseDetail()} />, '/courseDetails/12');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Enrol for free' });
  });

  it('lists what the course includes, live classes too', () => {
    stubApi(() => undefined);
    renderPage(<Panel course={courseDetail()} />, '/courseDetails/12');
    const region = screen.getByRole('region', { name: 'Enrol' });
    within(region).getByText('4 lessons');
    within(region).getByText('1 live class');
    within(region).getByText('1h 58m of learning');
  });
});
