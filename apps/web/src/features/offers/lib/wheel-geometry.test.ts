import { describe, expect, it } from 'vitest';
import { pointAt, restingRotation, slicePath, spinTarget } from './wheel-geometry';

/** How far an angle is from 12 o'clock, either way round (floating point lands on 359.999... too). */
function offTop(degrees: number): number {
  const rest = ((degrees % 360) + 360) % 360;
  return Math.min(rest, 360 - rest);
}

describe('wheel geometry', () => {
  it('rests with the middle of the segment under the pointer at 12 o’clock', () => {
    // 4 segments of 90°: segment 0's middle is at 45°, so turning the wheel by 315° brings it to 0°.
    expect(restingRotation(0, 4)).toBe(315);
    expect(restingRotation(3, 4)).toBe(45);
    for (let index = 0; index < 7; index += 1) {
      const middle = (index + 0.5) * (360 / 7);
      expect(offTop(middle + restingRotation(index, 7))).toBeCloseTo(0, 6);
    }
  });

  it('spins forward at least the given turns and stops on the drawn segment', () => {
    for (const current of [0, 315, 1845.5]) {
      for (let index = 0; index < 6; index += 1) {
        const target = spinTarget(current, index, 6, 5);
        expect(target).toBeGreaterThanOrEqual(current + 5 * 360);
        expect(target).toBeLessThan(current + 6 * 360);
        expect(offTop(target - restingRotation(index, 6))).toBeCloseTo(0, 6);
      }
    }
  });

  it('draws slices clockwise from the top', () => {
    expect(pointAt(100, 100, 50, 0)).toEqual({ x: 100, y: 50 });
    const right = pointAt(100, 100, 50, 90);
    expect(right.x).toBeCloseTo(150);
    expect(right.y).toBeCloseTo(100);
    expect(slicePath(0, 4, 100, 100, 50)).toBe('M 100 100 L 100 50 A 50 50 0 0 1 150 100 Z');
    expect(slicePath(0, 1, 100, 100, 50)).toMatch(/^M 100 50 A/);
  });
});
