import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { AFFILIATE_ATTRIBUTION_KEY } from '../../../shared/affiliate/attribution';
import { forgetRecordedAffiliateClicks } from '../api/record-affiliate-click';
import { courseDetail, json, renderPage, signIn, stubApi } from '../test-utils';
import { AffiliateCourseDetailsPage } from './affiliate-course-page';

const PATH = '/courseDetails/:coursesId/affiliate/:affiliateId';
const EXPIRES = '2027-01-01T10:00:00.000Z';

beforeEach(() => forgetRecordedAffiliateClicks());
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubCourseAnd(click: (body: unknown) => Response) {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/course/course_detail/12/') return json(courseDetail());
    if (path === '/api/course/courses/') return json({ count: 0, next: null, previous: null, results: [] });
    if (method === 'POST' && path === '/api/affiliate/affiliate-links-clicked/') return click(body);
    return undefined;
  });
}

describe('AffiliateCourseDetailsPage (issue 4 item 1)', () => {
  it('shows the course, records the click once and keeps the attribution for the checkout', async () => {
    const calls = stubCourseAnd(() =>
      json({ affiliate: 'AFFDEMO7', course_id: 12, attribution_expires_at: EXPIRES }, 201),
    );
    const first = renderPage(<AffiliateCourseDetailsPage />, '/courseDetails/12/affiliate/affdemo7', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Excel Essentials for Office Jobs' });
    await waitFor(() => expect(window.localStorage.getItem(AFFILIATE_ATTRIBUTION_KEY)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(AFFILIATE_ATTRIBUTION_KEY)!)).toEqual({
      code: 'AFFDEMO7',
      course_id: 12,
      expires_at: EXPIRES,
    });
    const clicks = () => calls.filter((call) => call.path === '/api/affiliate/affiliate-links-clicked/');
    expect(clicks().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/affiliate/affiliate-links-clicked/',
        body: { affiliate: 'affdemo7', course_id: 12 },
      },
    ]);

    // The same link opened again in this visit (a remount) is not posted twice.
    first.unmount();
    renderPage(<AffiliateCourseDetailsPage />, '/courseDetails/12/affiliate/AFFDEMO7', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Excel Essentials for Office Jobs' });
    expect(clicks()).toHaveLength(1);
  });

  it('keeps the page working for a bad code: a warning, no error, nothing stored', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    stubCourseAnd(() => json({ detail: 'This affiliate link is not valid.' }, 404));
    renderPage(<AffiliateCourseDetailsPage />, '/courseDetails/12/affiliate/NOPE1234', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Excel Essentials for Office Jobs' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('affiliate link not recorded');
    expect(error).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(AFFILIATE_ATTRIBUTION_KEY)).toBeNull();
  });

  it('stores nothing when the link gives no attribution (the affiliate’s own link)', async () => {
    let answered = false;
    stubCourseAnd(() => {
      answered = true;
      return json({ affiliate: 'AFFDEMO7', course_id: 12, attribution_expires_at: null });
    });
    renderPage(<AffiliateCourseDetailsPage />, '/courseDetails/12/affiliate/AFFDEMO7', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Excel Essentials for Office Jobs' });
    await waitFor(() => expect(answered).toBe(true));
    expect(window.localStorage.getItem(AFFILIATE_ATTRIBUTION_KEY)).toBeNull();
  });

  it('does not post a click for a course id that cannot be one', () => {
    const calls = stubApi(() => undefined);
    renderPage(<AffiliateCourseDetailsPage />, '/courseDetails/abc/affiliate/AFFDEMO7', PATH);
    screen.getByRole('heading', { level: 1, name: 'This course does not exist or is no longer available' });
    expect(calls).toEqual([]);
  });
});
