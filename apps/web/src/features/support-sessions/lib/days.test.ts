import { describe, expect, it } from 'vitest';
import { slotEnd, slotsByDay } from './days';

const slot = (id: number, startsAt: string) => ({
  id,
  advisor_name: 'A',
  advisor_title: '',
  starts_at: startsAt,
  duration_minutes: 30,
  topics: [],
});

describe('slotsByDay', () => {
  it('groups by the Dhaka calendar day, not the UTC one', () => {
    // 18:30 UTC on the 1st is 00:30 on the 2nd in Dhaka.
    const groups = slotsByDay([
      slot(1, '2026-12-01T04:00:00.000Z'),
      slot(2, '2026-12-01T18:30:00.000Z'),
      slot(3, '2026-12-02T05:00:00.000Z'),
    ]);
    expect(groups.map((group) => [group.day, group.slots.map((item) => item.id)])).toEqual([
      ['2026-12-01', [1]],
      ['2026-12-02', [2, 3]],
    ]);
  });

  it('ends a slot after its length', () => {
    expect(slotEnd(slot(1, '2026-12-01T04:00:00.000Z'))).toBe('2026-12-01T04:30:00.000Z');
  });
});
