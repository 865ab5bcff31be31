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
    expect(within(excel).getByText('70%')).toBeTruthy();
    expect(within(excel).getByText('1 of 3 quizzes passed')).toBeTruthy();
    const row = (name: string) =>
      within(excel)
        .getByRole('rowheader', { name: new RegExp(name) })
        .closest('tr')!;
    expect(within(row('Formulas check')).getByText('100%')).toBeTruthy();
    expect(within(row('Formulas check')).getByText('Passed')).toBeTruthy();
    expect(within(row('Charts check')).getByText('Not passed')).toBeTruthy();
    expect(within(row('Shortcuts check')).getByText('Not taken')).toBeTruthy();
    expect(within(excel).getByRole('link', { name: 'Charts check' }).getAttribute('href')).toBe('/quiz/2');

    const html = screen.getByRole('region', { name: HTML.title });
    expect(within(html).getByText('–')).toBeTruthy();
    expect(within(html).getByText(/no quizzes/)).toBeTruthy();
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
    expect(await screen.findByText(/You have not taken a quiz yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to quizzes' }).getAttribute('href')).toBe(
      '/newDashboard/quiz',
    );
  });

  it('has an empty state, and an error state with a retry', async () => {
    signIn();
    let fail = true;
    stubApi(() => (fail ? json({ detail: 'Service unavailable.' }, 503) : json([])));
    renderPage(<GradesPage />, '/newDashboard/grades');
    expect(await screen.findByRole('heading', { name: 'We couldn’t load your grades' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No grades yet' })).toBeTruthy();
  });
});
