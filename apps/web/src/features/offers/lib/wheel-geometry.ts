/**
 * The wheel's geometry. Segment `i` of `n` spans [i, i + 1) x 360/n degrees clockwise from 12 o'clock,
 * where the pointer is. Turning the wheel clockwise by R degrees brings the angle -R under the pointer.
 */

export function segmentAngle(count: number): number {
  return 360 / count;
}

/** A point on the circle of radius `r` around (cx, cy) at `degrees` clockwise from 12 o'clock. */
export function pointAt(cx: number, cy: number, r: number, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: cx + r * Math.sin(radians), y: cy - r * Math.cos(radians) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The SVG path of segment `index`: a pie slice (a full disc when there is one segment). */
export function slicePath(index: number, count: number, cx: number, cy: number, r: number): string {
  if (count === 1) {
    return `M ${cx} ${cy - r} A ${r} ${r} 0 1 1 ${cx} ${cy + r} A ${r} ${r} 0 1 1 ${cx} ${cy - r} Z`;
  }
  const angle = segmentAngle(count);
  const start = pointAt(cx, cy, r, index * angle);
  const end = pointAt(cx, cy, r, (index + 1) * angle);
  const large = angle > 180 ? 1 : 0;
  return `M ${cx} ${cy} L ${round(start.x)} ${round(start.y)} A ${r} ${r} 0 ${large} 1 ${round(end.x)} ${round(end.y)} Z`;
}

/** The rotation (degrees, in [0, 360)) that puts the middle of segment `index` under the pointer. */
export function restingRotation(index: number, count: number): number {
  const angle = segmentAngle(count);
  return (((360 - (index + 0.5) * angle) % 360) + 360) % 360;
}

/**
 * Where a spin ends: at least `turns` full turns clockwise beyond `current`, stopping with segment `index`
 * under the pointer. Always larger than `current`, so the wheel never turns back.
 */
export function spinTarget(current: number, index: number, count: number, turns = 5): number {
  const base = current + turns * 360;
  const wanted = restingRotation(index, count);
  const offset = (((wanted - base) % 360) + 360) % 360;
  return base + offset;
}
