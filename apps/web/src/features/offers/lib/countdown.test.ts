import { describe, expect, it } from 'vitest';
import { describeTimeLeft, timeLeft } from './countdown';

const now = new Date('2026-11-26T04:00:00Z');
const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('timeLeft', () => {
  it('splits the time to the deadline into days, hours, minutes and seconds', () => {
    expect(timeLeft(after(21 * 86_400 + 3 * 3600 + 4 * 60 + 5), now)).toEqual({
      days: 21,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
  });

  it('is over, all zeros, at and after the deadline', () => {
    expect(timeLeft(now, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
    expect(timeLeft(after(-30), now).over).toBe(true);
  });

  it('says the largest unit, in words', () => {
    expect(describeTimeLeft(timeLeft(after(86_400 * 2 + 5), now))).toBe('2 days left');
    expect(describeTimeLeft(timeLeft(after(86_400), now))).toBe('1 day left');
    expect(describeTimeLeft(timeLeft(after(3600 * 5), now))).toBe('5 hours left');
    expect(describeTimeLeft(timeLeft(after(61), now))).toBe('1 minute left');
    expect(describeTimeLeft(timeLeft(after(20), now))).toBe('Ends in under a minute');
    expect(describeTimeLeft(timeLeft(now, now))).toBe('Ended');
  });
});
