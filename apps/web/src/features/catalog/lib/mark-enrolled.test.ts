import { describe, expect, it } from 'vitest';
import { markEnrolled } from './mark-enrolled';

describe('markEnrolled (SPEC.md §4: enrolment is derived on the client)', () => {
  const courses = [
    { id: 1, title: 'Flutter' },
    { id: 2, title: 'MERN' },
    { id: 3, title: 'DevOps' },
  ];

  it('marks exactly the courses whose id is among the enrolled ids', () => {
    expect(markEnrolled(courses, [3, 1, 99]).map((c) => [c.id, c.isEnrolled])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
  });

  it('marks nothing when the viewer has no enrolments (or is signed out)', () => {
    expect(markEnrolled(courses, []).every((c) => !c.isEnrolled)).toBe(true);
  });

  it('keeps order and fields and does not mutate the input', () => {
    const marked = markEnrolled(courses, new Set([2]));
    expect(marked.map((c) => c.title)).toEqual(['Flutter', 'MERN', 'DevOps']);
    expect(courses[1]).not.toHaveProperty('isEnrolled');
  });
});
