import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCountdown,
  forgetAttempt,
  loadAnswers,
  localDeadlineFor,
  saveAnswers,
  toSubmission,
} from './quiz-session';

afterEach(() => window.sessionStorage.clear());

describe('quiz session', () => {
  it('counts a fresh attempt from its arrival, whatever this device’s clock says', () => {
    // The phone's clock is 5 minutes behind the server's: started_at is "in the future" here.
    const attempt = {
      id: 9,
      started_at: '2026-11-26T10:05:00.000Z',
      deadline_at: '2026-11-26T10:15:00.000Z',
    };
    const arrived = Date.parse('2026-11-26T10:00:00.000Z');
    expect(localDeadlineFor(attempt, true, arrived)).toBe(arrived + 600_000);
    // A reload keeps the deadline learned at the start.
    expect(localDeadlineFor(attempt, false, arrived + 60_000)).toBe(arrived + 600_000);
    forgetAttempt(9);
    // Resumed elsewhere: only the server's deadline is known.
    expect(localDeadlineFor(attempt, false)).toBe(Date.parse(attempt.deadline_at));
    expect(localDeadlineFor({ ...attempt, id: 10, deadline_at: null }, true)).toBeNull();
  });

  it('keeps answers for a reload and sends only the answered questions', () => {
    saveAnswers(3, { 501: [2], 502: [], 503: [3, 4] });
    expect(loadAnswers(3)).toEqual({ 501: [2], 502: [], 503: [3, 4] });
    expect(toSubmission(loadAnswers(3))).toEqual({
      answers: [
        { question_id: 501, option_ids: [2] },
        { question_id: 503, option_ids: [3, 4] },
      ],
    });
    forgetAttempt(3);
    expect(loadAnswers(3)).toEqual({});
  });

  it('formats the countdown', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
