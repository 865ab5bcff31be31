import { describe, expect, it } from 'vitest';
import { describeDuration, formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows hours and minutes', () => {
    expect(formatDuration(750)).toBe('12h 30m');
    expect(formatDuration(61)).toBe('1h 1m');
  });

  it('drops the empty part', () => {
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(180)).toBe('3h');
  });

  it('never shows negative or fractional minutes', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(-5)).toBe('0m');
    expect(formatDuration(89.6)).toBe('1h 30m');
  });
});

describe('describeDuration', () => {
  it('spells the units out for screen readers', () => {
    expect(describeDuration(750)).toBe('12 hours 30 minutes');
    expect(describeDuration(60)).toBe('1 hour');
    expect(describeDuration(1)).toBe('1 minute');
    expect(describeDuration(0)).toBe('0 minutes');
  });
});
