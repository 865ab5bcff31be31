import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { course, dashboard, json, renderPage, signIn, stubApi } from '../test-utils';
import { AffiliateDashboardPage } from './affiliate-dashboard-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const COURSES = {
  count: 2,
  next: null,
  previous: null,
  results: [course(12, 'Data Analytics with Excel'), course(14, 'SQL for Analysts', 250_000)],
};

describe('AffiliateDashboardPage (/affiliate-dashboard)', () => {
  it('shows the period’s numbers and switches the period', async () => {
    signIn();
    const calls = stubApi(({ path, search }) => {
      if (path === '/api/affiliate/dashboard/') {
        const days = Number(new URLSearchParams(search).get('days'));
        return json(
          days === 7 ? dashboard({ days: 7, clicks: 21, conversions: 1, earnings: 66_500 }) : dashboard(),
        );
      }
      if (path === '/api/course/courses/') return json(COURSES);
      return undefined;
    });
    renderPage(<AffiliateDashboardPage />, '/affiliate-dashboard');

    const clicks = await screen.findByRole('group', { name: 'Clicks' });
    within(clicks).getByText('124');
    within(clicks).getByText('97 visitors');
    screen.getByText('6.5% of clicks');
    screen.getByText('৳5,320');
    screen.getByText('৳3,124');
    expect(calls[0]?.search).toBe('?days=30');

    const top = screen.getByRole('region', { name: 'Top courses' });
    const items = within(top).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!)
        .getByRole('link', { name: 'Data Analytics with Excel and Power BI' })
        .getAttribute('href'),
    ).toBe('/courseDetails/12');
    within(items[0]!).getByText('60 clicks · 5 sales');

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await screen.findByText('21');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((call) => call.search === '?days=7')).toBe(true);

    // The same numbers as a table, day by day.
    // The chart comes in its own chunk, after the numbers.
    const table = await screen.findByRole('table', { name: 'Clicks, sales and earnings per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('builds a course link with the referral code and copies it, falling back when the clipboard refuses', async () => {
    signIn();
    const calls = stubApi(({ path }) => {
      if (path === '/api/affiliate/dashboard/') return json(dashboard());
      if (path === '/api/course/courses/') return json(COURSES);
      return undefined;
    });
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const execCommand = vi.fn().mockReturnValue(false);
    document.execCommand = execCommand;
    renderPage(<AffiliateDashboardPage />, '/affiliate-dashboard');

    const builder = await screen.findByRole('region', { name: 'Get a course link' });
    fireEvent.change(within(builder).getByRole('searchbox', { name: 'Search courses' }), {
      target: { value: 'sql' },
    });
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/course/courses/' && call.search.includes('search=sql')),
      ).toBe(true),
    );
    // Only paid courses: a free enrolment earns nothing.
    expect(calls.find((call) => call.path === '/api/course/courses/')?.search).toContain('price=paid');

    fireEvent.click(await within(builder).findByRole('button', { name: /SQL for Analysts/ }));
    const link = within(builder).getByRole('textbox', { name: 'Your link to SQL for Analysts' });
    const url = `${window.location.origin}/courseDetails/14/affiliate/AFFDEMO7`;
    expect((link as HTMLInputElement).value).toBe(url);

    fireEvent.click(within(builder).getByRole('button', { name: 'Copy link' }));
    await within(builder).findByText(/Link copied/);
    expect(writeText).toHaveBeenCalledWith(url);

    fireEvent.click(within(builder).getByRole('button', { name: 'Copied' }));
    await within(builder).findByText(/did not let us copy/);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says so when a period had no clicks', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/affiliate/dashboard/')
        return json(
          dashboard({
            clicks: 0,
            unique_visitors: 0,
            conversions: 0,
            conversion_rate: null,
            earnings: 0,
            top_courses: [],
          }),
        );
      if (path === '/api/course/courses/') return json(COURSES);
      return undefined;
    });
    renderPage(<AffiliateDashboardPage />, '/affiliate-dashboard');
    await screen.findByText(/No clicks in the last 30 days yet/);
    screen.getByText('– of clicks');
  });

  it('shows the server’s message and retries when the numbers do not load', async () => {
    signIn();
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/affiliate/dashboard/') {
        return fail ? json({ detail: 'The database is asleep.' }, 503) : json(dashboard());
      }
      if (path === '/api/course/courses/') return json(COURSES);
      return undefined;
    });
    renderPage(<AffiliateDashboardPage />, '/affiliate-dashboard');
    await screen.findByRole('heading', { name: 'We couldn’t load your numbers' });
    screen.getByText('The database is asleep.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('124');
  });
});
