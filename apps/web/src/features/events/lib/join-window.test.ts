import { describe, expect, it } from 'vitest';
import { joinPhase, joinWindowOf } from './join-window';

describe('the join window', () => {
  const event = { starts_at: '2026-11-28T14:00:00.000Z', ends_at: '2026-11-28T15:30:00.000Z' };
  const window = joinWindowOf(event);

  it('opens 15 minutes before the start', () => {
    expect(window.opens_at).toBe('2026-11-28T13:45:00.000Z');
    expect(joinPhase(window, new Date('2026-11-28T13:44:59.000Z'))).toBe('before');
    expect(joinPhase(window, new Date('2026-11-28T13:45:00.000Z'))).toBe('open');
  });

  it('stays open until the end', () => {
    expect(joinPhase(window, new Date('2026-11-28T15:29:59.000Z'))).toBe('open');
    expect(joinPhase(window, new Date('2026-11-28T15:30:00.000Z'))).toBe('ended');
  });
});
