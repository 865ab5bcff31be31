import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { EXCEL, grades, HTML, json, renderPage, signIn, stubApi } from '../test-utils';
import { GradesPage } from './grades-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const QUIZ = { pass_percent: 60, attempts_used: 1 };

describe('GradesPage (/newDashboard/grades)', () => {
  it('shows per course the best score of each quiz, pass or fail, and the average', async () => {
    signIn();
    stubApi(() =>
      json([
        grades({
          course_id: EXCEL.id,
          course_title: EXCEL.title,
          average_percent: 70,
          quizzes: [
            { ...QUIZ, id: 1, title: 'Formulas check', best_percent: 100, passed: true },
            { ...QUIZ, id: 2, title: 'Charts check', best_percent: 40, passed: false },
            { ...QUIZ, id: 3, title: 'Shortcuts check', attempts_used: 0, best_percent: null, passed: false },
          ],
        }),
        grades({ course_id: HTML.id, course_title: HTML.title }),
      ]),
    );
    renderPage(<GradesPage />, '/newDashboard/grades');
    const excel = await screen.findByRole('region', { name: EXCEL.title });
    within(excel).getByText('70%');
    within(excel).getByText('1 of 3 quizzes passed');
    const row = (name: string) =>
      within(excel)
        .getByRole('rowheader', { name: new RegExp(name) })
        .closest('tr')!;
    within(row('Formulas check')).getByText('100%');
    within(row('Formulas check')).getByText('Passed');
    within(row('Charts check')).getByText('Not passed');
    within(row('Shortcuts check')).getByText('Not taken');
    expect(within(excel).getByRole('link', { name: 'Charts check' }).getAttribute('href')).toBe('/quiz/2');

    const html = screen.getByRole('region', { name: HTML.title });
    within(html).getByText('–');
    within(html).getByText(/no quizzes/);
    expect(screen.queryByText(/You have not taken a quiz yet/)).toBeNull();
  });

  it('nudges toward the quizzes before any is taken', async () => {
    signIn();
    stubApi(() =>
      json([
        grades({
          quizzes: [
            { ...QUIZ, id: 1, title: 'Formulas', attempts_used: 0, best_percent: null, passed: false },
          ],
        }),
      ]),
    );
    renderPage(<GradesPage />, '/newDashboard/grades');
    await screen.findByText(/You have not taken a quiz yet/);
    expect(screen.getByRole('link', { name: 'Go to quizzes' }).getAttribute('href')).toBe(
      '/newDashboard/quiz',
    );
  });

  it('has an empty state, and an error state with a retry', async () => {
    signIn();
    let fail = true;
    stubApi(() => (fail ? json({ detail: 'Service unavailable.' }, 503) : json([])));
    renderPage(<GradesPage />, '/newDashboard/grades');
    await screen.findByRole('heading', { name: 'We couldn’t load your grades' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'No grades yet' });
  });
});
