import { describe, expect, it } from 'vitest';
import { QuizFields } from '@dokkho/contract/course-editor';
import { wholeNumber } from '../components/quiz-editor';
import { quizPayload } from './use-course-autosave';

describe('quizPayload', () => {
  it('sends the questions in order, naming saved rows by id and leaving out this device’s local ids', () => {
    const payload = quizPayload({
      pass_percent: 70,
      questions: [
        {
          id: -12,
          kind: 'multiple',
          prompt: 'Which look up a value?',
          explanation: '',
          points: 2,
          options: [
            { id: 40, text: 'VLOOKUP', is_correct: true },
            { id: -3, text: 'TRIM', is_correct: false },
          ],
        },
      ],
    });
    expect(payload).toEqual({
      pass_percent: 70,
      questions: [
        {
          kind: 'multiple',
          prompt: 'Which look up a value?',
          explanation: '',
          points: 2,
          options: [
            { id: 40, text: 'VLOOKUP', is_correct: true },
            { text: 'TRIM', is_correct: false },
          ],
        },
      ],
    });
    // What the server's strict schema takes.
    expect(QuizFields.safeParse(payload).success).toBe(true);
    expect(quizPayload({ title: 'Check' })).toEqual({ title: 'Check' });
  });
});

describe('wholeNumber', () => {
  it('reads whole numbers in either script, null when blank, NaN otherwise', () => {
    expect(wholeNumber('70')).toBe(70);
    expect(wholeNumber('৭০')).toBe(70);
    expect(wholeNumber('  ')).toBeNull();
    expect(wholeNumber('7.5')).toBeNaN();
    expect(wholeNumber('ten')).toBeNaN();
  });
});
