import { describe, expect, it } from 'vitest';
import { dhakaDayKey, formatDhakaDate, formatDhakaTime } from '@dokkho/domain/dates';
import { liveModuleRefetchInterval } from '../api/get-live-module';
import { enrolled, EXCEL, HTML, liveModule, liveOutline, modules } from '../test-utils';
import { pickContinueCourse } from './continue-learning';
import { formatDayHeading, greetingFor } from './dhaka-time';
import { collectLiveClasses, groupByDhakaDay, splitSchedule } from './live-classes';

describe('Dhaka time', () => {
  it('formats and groups in Asia/Dhaka whatever the device clock says', () => {
    // 20:30 UTC is 02:30 the next day in Dhaka (UTC+6).
    expect(dhakaDayKey('2026-12-04T20:30:00Z')).toBe('2026-12-05');
    expect(formatDhakaTime('2026-12-04T20:30:00Z')).toBe('2:30 am');
    expect(formatDhakaTime('2026-12-05T14:00:00Z')).toBe('8:00 pm');
    expect(formatDhakaDate('2026-12-04T20:30:00Z')).toBe('5 Dec 2026');
  });

  it('names today, tomorrow and yesterday, and other days in full', () => {
    const now = new Date('2026-12-05T06:00:00Z');
    expect(formatDayHeading('2026-12-05', now)).toBe('Today');
    expect(formatDayHeading('2026-12-06', now)).toBe('Tomorrow');
    expect(formatDayHeading('2026-12-04', now)).toBe('Yesterday');
    expect(formatDayHeading('2026-12-09', now)).toBe('Wednesday 9 December');
  });

  it('greets by the hour in Dhaka', () => {
    expect(greetingFor(new Date('2026-12-05T02:00:00Z'))).toBe('Good morning');
    expect(greetingFor(new Date('2026-12-05T08:00:00Z'))).toBe('Good afternoon');
    expect(greetingFor(new Date('2026-12-05T14:00:00Z'))).toBe('Good evening');
  });
});

describe('pickContinueCourse', () => {
  it('prefers the newest course started and not finished, then the newest not started', () => {
    const done = enrolled(EXCEL, { progress_percent: 100, completed_at: '2026-11-24T00:00:00Z' });
    const fresh = enrolled(course(30), { progress_percent: 0 });
    const started = enrolled(HTML, { progress_percent: 40 });
    expect(pickContinueCourse([fresh, done, started])).toBe(started);
    expect(pickContinueCourse([done, fresh])).toBe(fresh);
    expect(pickContinueCourse([done])).toBeNull();
    expect(pickContinueCourse([])).toBeNull();
  });
});

function course(id: number) {
  return { ...EXCEL, id, title: `Course ${id}` };
}

describe('live classes', () => {
  const now = new Date('2026-12-05T06:00:00Z');
  const at = (iso: string) => new Date(iso);
  const classes = collectLiveClasses(
    [enrolled(EXCEL), enrolled(HTML)],
    new Map([
      [
        12,
        modules(12, {
          modules: [
            liveOutline(1, at('2026-12-06T14:00:00Z'), 60),
            liveOutline(2, at('2026-12-05T05:30:00Z'), 60),
            liveOutline(3, at('2026-10-01T14:00:00Z'), 60),
          ],
        }),
      ],
      [
        20,
        modules(20, {
          modules: [
            liveOutline(4, at('2026-12-06T15:00:00Z'), 30),
            liveOutline(5, at('2026-12-03T14:00:00Z')),
          ],
        }),
      ],
    ]),
  );

  it('collects live modules with their end, earliest first', () => {
    expect(classes.map((c) => c.moduleId)).toEqual([3, 5, 2, 1, 4]);
    expect(classes.find((c) => c.moduleId === 4)).toMatchObject({
      courseTitle: HTML.title,
      endsAt: '2026-12-06T15:30:00.000Z',
    });
  });

  it('splits into not-yet-ended and the last 30 days, most recent past first', () => {
    const { upcoming, recent } = splitSchedule(classes, now);
    // Class 2 started 30 minutes ago and runs an hour: still upcoming (running).
    expect(upcoming.map((c) => c.moduleId)).toEqual([2, 1, 4]);
    expect(recent.map((c) => c.moduleId)).toEqual([5]);
    expect(groupByDhakaDay(upcoming).map((g) => [g.day, g.classes.map((c) => c.moduleId)])).toEqual([
      ['2026-12-05', [2]],
      ['2026-12-06', [1, 4]],
    ]);
  });

  it('polls a class only while it is close or running', () => {
    const start = Date.parse('2026-12-05T14:00:00Z');
    const upcoming = liveModule({ id: 1, starts_at: '2026-12-05T14:00:00Z' });
    expect(liveModuleRefetchInterval(upcoming, start - 5 * 3_600_000)).toBe(false);
    expect(liveModuleRefetchInterval(upcoming, start - 30 * 60_000)).toBe(60_000);
    expect(liveModuleRefetchInterval({ ...upcoming, status: 'open' }, start)).toBe(60_000);
    expect(liveModuleRefetchInterval({ ...upcoming, status: 'ended' }, start)).toBe(false);
    expect(liveModuleRefetchInterval(undefined)).toBe(false);
  });
});
