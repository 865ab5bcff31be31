import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { enrolled, EXCEL, HTML, json, quiz, renderPage, signIn, stubApi } from '../test-utils';
import { QuizzesPage } from './quizzes-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('QuizzesPage (/newDashboard/quiz)', () => {
  it('lists each course’s quizzes with attempts, best score and the way into each', async () => {
    signIn();
    let htmlFails = true;
    const calls = stubApi(({ path, search }) => {
      if (path === '/api/course/enrolled/') return json([enrolled(EXCEL), enrolled(HTML)]);
      if (path === '/api/course/quizzes/' && search === '?course=12')
        return json([
          quiz({ id: 1, title: 'Formulas check', attempts_used: 1, best_percent: 100, passed: true }),
          quiz({ id: 2, title: 'Charts check', attempts_used: 1, best_percent: 40, max_attempts: null }),
          quiz({ id: 3, title: 'Shortcuts check', time_limit_seconds: null }),
        ]);
      if (path === '/api/course/quizzes/' && htmlFails) return json({ detail: 'Service unavailable.' }, 503);
      if (path === '/api/course/quizzes/') return json([]);
      return undefined;
    });
    renderPage(<QuizzesPage />, '/newDashboard/quiz');

    const excel = await screen.findByRole('region', { name: EXCEL.title });
    const passed = (await within(excel).findByRole('heading', { name: 'Formulas check' })).closest('li')!;
    within(passed).getByText('1 of 3 attempts used');
    within(passed).getByText('100%');
    within(passed).getByText('Passed');
    expect(within(passed).getByRole('link', { name: 'View quiz: Formulas check' }).getAttribute('href')).toBe(
      '/quiz/1',
    );

    const retry = within(excel).getByRole('heading', { name: 'Charts check' }).closest('li')!;
    within(retry).getByText('1 attempt');
    within(retry).getByText('Not passed yet');
    expect(within(retry).getByRole('link', { name: 'Try again: Charts check' }).getAttribute('href')).toBe(
      '/quiz/2',
    );

    const fresh = within(excel).getByRole('heading', { name: 'Shortcuts check' }).closest('li')!;
    within(fresh).getByText('No attempts yet', { exact: false });
    within(fresh).getByRole('link', { name: 'Start quiz: Shortcuts check' });

    // One course failing does not hide the others; its own retry brings it back.
    const html = screen.getByRole('region', { name: HTML.title });
    expect((await within(html).findByRole('alert')).textContent).toBe('Service unavailable.');
    htmlFails = false;
    fireEvent.click(within(html).getByRole('button', { name: 'Try again' }));
    await within(html).findByText('This course has no quizzes.');
    expect(calls.filter((c) => c.path === '/api/course/quizzes/' && c.search === '?course=20').length).toBe(
      2,
    );
  });

  it('has an empty state for a learner with no course', async () => {
    signIn();
    stubApi(() => json([]));
    renderPage(<QuizzesPage />, '/newDashboard/quiz');
    await screen.findByRole('heading', { name: 'No quizzes yet' });
    screen.getByRole('link', { name: 'Browse free courses' });
  });
});
