import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuizResult } from '@dokkho/contract/learning';
import { isLoginDialogOpen, closeLoginDialog } from '../../../shared/auth/login-dialog-store';
import { clearSession } from '../../../shared/auth/token-store';
import {
  json,
  outline,
  quizForTaking,
  quizInfo,
  quizSummary,
  renderPage,
  signIn,
  stubApi,
} from '../test-utils';
import { QuizPage } from './quiz-page';

const PATH = '/quiz/:id';

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  closeLoginDialog();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const RESULT: QuizResult = {
  attempt_id: 77,
  quiz_id: 40,
  score: 1,
  max_score: 2,
  percent: 50,
  passed: false,
  pass_percent: 60,
  late: false,
  submitted_at: '2026-11-26T10:04:00.000Z',
  questions: [
    {
      id: 501,
      chosen_option_ids: [2],
      correct_option_ids: [2],
      correct: true,
      explanation: 'SUM takes a range.',
    },
    {
      id: 502,
      chosen_option_ids: [],
      correct_option_ids: [3, 4],
      correct: false,
      explanation: 'CONCAT joins text.',
    },
  ],
};

/** An enrolled learner's quiz API; `submitted` collects the submissions. */
function stubQuiz(
  options: { result?: QuizResult; deadlineInSeconds?: number | null; lastAttemptId?: number } = {},
) {
  const submitted: unknown[] = [];
  let quiz = quizForTaking(
    options.lastAttemptId
      ? { attempts_used: 1, best_percent: 50, last_attempt_id: options.lastAttemptId }
      : {},
  );
  const calls = stubApi((call) => {
    if (call.path === '/api/course/quiz-info/40/') return json(quizInfo());
    if (call.path === '/api/course/quiz/40/') return json(quiz);
    if (call.path === '/api/course/quiz/40/start/') {
      const now = Date.now();
      const seconds = options.deadlineInSeconds === undefined ? 600 : options.deadlineInSeconds;
      const attempt = {
        id: 77,
        started_at: new Date(now).toISOString(),
        deadline_at: seconds === null ? null : new Date(now + seconds * 1000).toISOString(),
      };
      quiz = { ...quiz, open_attempt: attempt, attempts_used: quiz.attempts_used + 1 };
      return json(attempt);
    }
    if (call.path === '/api/course/quiz-attempts/77/submit/') {
      submitted.push(call.body);
      quiz = { ...quiz, open_attempt: null, best_percent: 50 };
      return json(options.result ?? RESULT);
    }
    if (call.path === '/api/course/quiz-attempts/77/') return json(options.result ?? RESULT);
    if (call.path === '/api/course/modules/') return json(outline());
    if (call.path === '/api/course/quizzes/') return json([quizSummary({ passed: true })]);
    if (call.path === '/api/generics/create-analytics-track/') return json({ id: 1 }, 201);
    return undefined;
  });
  return { calls, submitted };
}

describe('QuizPage (issue 4 item 6)', () => {
  it('shows a signed-out visitor what the quiz asks and a way to log in', async () => {
    const calls = stubQuiz().calls;
    renderPage(<QuizPage />, '/quiz/40', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Excel essentials: final check' });
    screen.getByText('10 minutes');
    screen.getByText('60%');
    screen.getByText('Log in to take this quiz');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(calls.some((c) => c.path === '/api/course/quiz/40/')).toBe(false);
  });

  it('asks a learner without a seat to enrol in the quiz’s course', async () => {
    signIn();
    stubApi((call) => {
      if (call.path === '/api/course/quiz-info/40/') return json(quizInfo());
      if (call.path === '/api/course/quiz/40/')
        return json({ detail: 'Enrol in this course to take its quizzes.' }, 403);
      return undefined;
    });
    renderPage(<QuizPage />, '/quiz/40', PATH);
    await screen.findByText('Enrol to take this quiz');
    expect(screen.getByRole('link', { name: 'See the course and enrol' }).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
  });

  it('takes the quiz: start, answer, confirm the blank question, submit, review the answers', async () => {
    signIn();
    const { calls, submitted } = stubQuiz();
    renderPage(<QuizPage />, '/quiz/40', PATH);
    await screen.findByText('0 used · no limit');
    screen.getByText('Not taken yet');
    fireEvent.click(screen.getByRole('button', { name: /Start the quiz/ }));

    const form = await screen.findByRole('form', { name: 'Excel essentials: final check' });
    expect(within(form).getByRole('timer').textContent).toMatch(/^(10:00|9:59)$/);
    const first = within(form).getByRole('group', { name: /Question 1: Which formula adds/ });
    fireEvent.click(within(first).getByRole('radio', { name: '=SUM(B2:B10)' }));
    within(form).getByText('1 question not answered yet.');

    fireEvent.click(within(form).getByRole('button', { name: 'Submit answers' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit with unanswered questions?' });
    expect(submitted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit anyway' }));

    await screen.findByRole('heading', { name: 'Not passed this time' });
    expect(submitted).toEqual([{ answers: [{ question_id: 501, option_ids: [2] }] }]);
    screen.getByText('50%');
    screen.getByText('1 of 2 points · pass mark 60%');
    const review = screen.getByRole('region', { name: 'Your answers' });
    within(review).getByText('Your answer · correct');
    within(review).getByText('Not answered');
    expect(within(review).getAllByText('Correct answer')).toHaveLength(2);
    within(review).getByText('CONCAT joins text.');
    screen.getByRole('button', { name: 'Try again' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
        '/lessons/1002',
      ),
    );
    await waitFor(() =>
      expect(calls.some((c) => (c.body as { event?: string } | undefined)?.event === 'quiz_submit')).toBe(
        true,
      ),
    );
  });

  it('shows the last result again after a reload, on request', async () => {
    signIn();
    stubQuiz({ lastAttemptId: 77 });
    renderPage(<QuizPage />, '/quiz/40', PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'See your last result' }));
    await screen.findByRole('heading', { name: 'Not passed this time' });
    screen.getByText('1 of 2 points · pass mark 60%');
    const review = screen.getByRole('region', { name: 'Your answers' });
    within(review).getByText('CONCAT joins text.');
  });

  it('offers no last result before the first submission', async () => {
    signIn();
    stubQuiz();
    renderPage(<QuizPage />, '/quiz/40', PATH);
    await screen.findByText('0 used · no limit');
    expect(screen.queryByRole('button', { name: 'See your last result' })).toBeNull();
  });

  it('sends the answers by itself when the time runs out', async () => {
    signIn();
    // A fake clock (still advancing with real time, for Testing Library's polling) runs the 2 s out at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { submitted } = stubQuiz({ deadlineInSeconds: 2, result: { ...RESULT, late: false } });
    renderPage(<QuizPage />, '/quiz/40', PATH);
    fireEvent.click(await screen.findByRole('button', { name: /Start the quiz/ }));
    const form = await screen.findByRole('form', { name: 'Excel essentials: final check' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'VLOOKUP' }));
    await act(() => vi.advanceTimersByTimeAsync(2600));
    await screen.findByRole('heading', { name: 'Not passed this time' });
    expect(submitted).toEqual([{ answers: [{ question_id: 502, option_ids: [3] }] }]);
  });

  it('says a quiz that does not exist is not found', async () => {
    stubApi(() => json({ detail: 'Quiz not found.' }, 404));
    renderPage(<QuizPage />, '/quiz/40', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This quiz does not exist or is no longer available',
    });
  });
});
