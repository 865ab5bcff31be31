import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { QuestionSummary, QuestionThread } from '@dokkho/contract/questions';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { InstructorQuestions } from '../components/instructor-questions';
import { MyQuestionsPage } from './my-questions-page';
import { QuestionThreadPage } from './question-thread-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return {
    id: 5,
    course: { id: 12, title: 'HTML, CSS and JavaScript for Beginners' },
    lesson: { id: 120, title: 'Flexbox layouts' },
    title: 'How do I centre a card?',
    body: 'justify-content works, but not vertically.',
    visibility: 'public',
    author: { name: 'Sadia I.', avatar: null },
    is_mine: true,
    answered: false,
    helpful: false,
    hidden: false,
    answers_count: 0,
    upvotes_count: 2,
    upvoted: false,
    created_at: '2026-11-20T04:00:00.000Z',
    last_activity_at: '2026-11-20T04:00:00.000Z',
    ...overrides,
  };
}

function thread(overrides: Partial<QuestionThread> = {}): QuestionThread {
  return {
    ...summary({ answered: true, answers_count: 1 }),
    answers: [
      {
        id: 70,
        body: 'Add align-items: center and a height.',
        author: { name: 'Tanvir Hasan', avatar: null },
        role: 'instructor',
        is_mine: false,
        is_helpful: false,
        hidden: false,
        created_at: '2026-11-20T06:00:00.000Z',
      },
    ],
    helpful_answer_id: null,
    can: { reply: true, upvote: false, mark_helpful: true, edit: false, moderate: false },
    ...overrides,
  };
}

describe('MyQuestionsPage (/newDashboard/query)', () => {
  it('lists the learner’s questions with their state and asks the server for the unanswered ones', async () => {
    signIn();
    const calls = stubApi(({ path, search }) => {
      if (path !== '/api/course/my-questions/') return undefined;
      const all = [
        summary(),
        summary({ id: 6, title: 'Is there a certificate?', answered: true, helpful: true, answers_count: 1 }),
      ];
      return json({
        results: new URLSearchParams(search).get('filter') === 'unanswered' ? all.slice(0, 1) : all,
        next_cursor: null,
      });
    });
    renderPage(<MyQuestionsPage />, '/newDashboard/query');
    const answered = (await screen.findByRole('link', { name: 'Is there a certificate?' })).closest(
      'article',
    )!;
    within(answered).getByText('Answered');
    within(answered).getByText('Helpful answer');
    within(answered).getByText('1 answer');
    const waiting = screen.getByRole('link', { name: 'How do I centre a card?' }).closest('article')!;
    within(waiting).getByText('Waiting for an answer');
    within(waiting).getByText('2 upvotes');

    fireEvent.click(screen.getByRole('button', { name: 'Waiting for an answer' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Is there a certificate?' })).toBeNull(),
    );
    expect(calls.some((c) => new URLSearchParams(c.search).get('filter') === 'unanswered')).toBe(true);
  });
});

describe('QuestionThreadPage (/newDashboard/query-details/:id)', () => {
  it('shows the instructor’s answer and lets the asker mark it helpful', async () => {
    signIn();
    const calls = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/course/questions/5/') return json(thread());
      if (method === 'PUT' && path === '/api/course/questions/5/helpful/') {
        expect(body).toEqual({ answer_id: 70 });
        const answered = thread();
        return json({
          detail: 'Marked as helpful. Thank you!',
          question: {
            ...answered,
            helpful: true,
            helpful_answer_id: 70,
            answers: answered.answers.map((a) => ({ ...a, is_helpful: true })),
          },
        });
      }
      if (path === '/api/course/my-questions/') return json({ results: [], next_cursor: null });
      return undefined;
    });
    renderPage(<QuestionThreadPage />, '/newDashboard/query-details/5', '/newDashboard/query-details/:id');
    await screen.findByRole('heading', { level: 1, name: 'How do I centre a card?' });
    screen.getByText('Add align-items: center and a height.');
    screen.getByText('Instructor');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as helpful' }));
    await screen.findByText('Marked helpful by the asker');
    screen.getByRole('button', { name: 'Remove helpful mark' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('says so when the question is not there (another learner’s private one)', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/course/questions/9/' ? json({ detail: 'Question not found.' }, 404) : undefined,
    );
    renderPage(<QuestionThreadPage />, '/newDashboard/query-details/9', '/newDashboard/query-details/:id');
    await screen.findByText('This question is not here');
  });
});

describe('InstructorQuestions', () => {
  it('answers a question inline and says the answer is posted', async () => {
    signIn();
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/api/instructor/questions/')
        return json({ results: [summary({ is_mine: false })], next_cursor: null });
      if (method === 'POST' && path === '/api/course/questions/5/answers/') {
        expect(body).toEqual({ body: 'Add align-items: center.' });
        return json({ detail: 'Your answer is posted.', question: thread({ is_mine: false }) }, 201);
      }
      return undefined;
    });
    renderPage(<InstructorQuestions />, '/ir-dashboard/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'Answer “How do I centre a card?”' }));
    const field = screen.getByLabelText('Your answer to “How do I centre a card?”');
    fireEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    await screen.findByText('Write your answer');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(field, { target: { value: '  Add align-items: center.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect((await screen.findByText('Your answer is posted.')).getAttribute('role')).toBe('status');
  });
});
