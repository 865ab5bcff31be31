import { describe, expect, it } from 'vitest';
import { QUIZ_EDITOR_MESSAGES, QuizQuestionInput, QuizUpdate, quizOptionsProblem } from './course-editor';

const question = (kind: 'single' | 'multiple', correct: boolean[]) => ({
  kind,
  prompt: 'Which shortcut copies a cell?',
  explanation: '',
  points: 1,
  options: correct.map((is_correct, index) => ({ text: `Option ${index + 1}`, is_correct })),
});

const messages = (value: unknown) => {
  const result = QuizQuestionInput.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('quizOptionsProblem', () => {
  it('wants exactly one correct option for a single choice and at least one for a multiple choice', () => {
    expect(quizOptionsProblem('single', [{ is_correct: true }, { is_correct: false }])).toBeNull();
    expect(quizOptionsProblem('single', [{ is_correct: true }, { is_correct: true }])).toBe(
      QUIZ_EDITOR_MESSAGES.singleOneCorrect,
    );
    expect(quizOptionsProblem('single', [{ is_correct: false }, { is_correct: false }])).toBe(
      QUIZ_EDITOR_MESSAGES.noCorrect,
    );
    expect(quizOptionsProblem('multiple', [{ is_correct: true }, { is_correct: true }])).toBeNull();
    expect(quizOptionsProblem('multiple', [{ is_correct: false }, { is_correct: false }])).toBe(
      QUIZ_EDITOR_MESSAGES.noCorrect,
    );
  });
});

describe('QuizQuestionInput', () => {
  it('accepts a gradable question and trims its text', () => {
    const parsed = QuizQuestionInput.parse({ ...question('single', [true, false]), prompt: '  Ctrl+C?  ' });
    expect(parsed.prompt).toBe('Ctrl+C?');
  });

  it('says what is wrong, on the field to fix', () => {
    expect(messages(question('single', [true, true, false]))).toEqual([
      ['options', QUIZ_EDITOR_MESSAGES.singleOneCorrect],
    ]);
    expect(messages(question('multiple', [false, false]))).toEqual([
      ['options', QUIZ_EDITOR_MESSAGES.noCorrect],
    ]);
    expect(messages(question('single', [true]))).toEqual([['options', QUIZ_EDITOR_MESSAGES.twoOptions]]);
    expect(
      messages(
        question(
          'multiple',
          Array.from({ length: 9 }, () => true),
        ),
      ),
    ).toEqual([['options', QUIZ_EDITOR_MESSAGES.tooManyOptions]]);
    expect(messages({ ...question('single', [true, false]), prompt: ' ', points: 101 })).toEqual([
      ['prompt', QUIZ_EDITOR_MESSAGES.prompt],
      ['points', QUIZ_EDITOR_MESSAGES.points],
    ]);
    const blankOption = question('single', [true, false]);
    blankOption.options[1]!.text = '';
    expect(messages(blankOption)).toEqual([['options.1.text', QUIZ_EDITOR_MESSAGES.option]]);
  });
});

describe('QuizUpdate', () => {
  it('takes any of the settings, with nulls for no limit, and refuses what the player cannot run', () => {
    expect(
      QuizUpdate.safeParse({ base_revision: 3, time_limit_seconds: null, max_attempts: null }).success,
    ).toBe(true);
    for (const [field, value] of [
      ['pass_percent', 0],
      ['pass_percent', 101],
      ['time_limit_seconds', 59],
      ['max_attempts', 0],
      ['max_attempts', 1.5],
    ] as const) {
      expect(QuizUpdate.safeParse({ base_revision: 3, [field]: value }).success, `${field} ${value}`).toBe(
        false,
      );
    }
    expect(QuizUpdate.safeParse({ base_revision: 3, correct_answers: [] }).success).toBe(false);
  });
});
