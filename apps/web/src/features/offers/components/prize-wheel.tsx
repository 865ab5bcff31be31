import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { WheelSegment } from '@dokkho/contract/offers';
import { useFormat } from '../../../shared/i18n/format';
import { pointAt, segmentAngle, slicePath } from '../lib/wheel-geometry';

/** How long the spin takes, and its easing: fast at first, a long slow stop (as a real wheel). */
export const SPIN_DURATION_MS = 5200;
const SPIN_EASING = 'cubic-bezier(0.12, 0.7, 0.12, 1)';

const SIZE = 400;
const CENTER = SIZE / 2;
const RADIUS = 184;

/** Slice colours in turn, each with a text colour that keeps AA contrast on it. */
const PALETTE = [
  { slice: 'fill-primary-700', text: 'fill-white' },
  { slice: 'fill-accent-300', text: 'fill-slate-900' },
  { slice: 'fill-primary-100', text: 'fill-primary-900' },
  { slice: 'fill-primary-900', text: 'fill-white' },
  { slice: 'fill-accent-100', text: 'fill-slate-900' },
  { slice: 'fill-white', text: 'fill-primary-900' },
] as const;

/** A label across at most two lines of about 11 characters ("Better luck / next time"). */
export function labelLines(label: string): string[] {
  if (label.length <= 11) return [label];
  const words = label.split(/\s+/);
  let best: [string, string] = [label, ''];
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    const width = Math.max(first.length, second.length);
    if (width < bestWidth) {
      best = [first, second];
      bestWidth = width;
    }
  }
  return best[1] ? best : [label];
}

/**
 * The wheel: segments in order clockwise from 12 o'clock, where the pointer is. `rotation` turns it
 * (degrees, clockwise); with `animate` the turn takes SPIN_DURATION_MS and `onSpinEnd` runs at the stop.
 */
export function PrizeWheel({
  segments,
  rotation,
  animate,
  onSpinEnd,
  highlight,
}: {
  segments: WheelSegment[];
  rotation: number;
  animate: boolean;
  onSpinEnd?: () => void;
  /** The position of the segment the wheel stopped on, outlined once it has stopped. */
  highlight?: number | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const count = Math.max(segments.length, 1);
  const segmentCount = format.number(segments.length);
  const segmentLabels = segments.map((s) => s.label).join(', ');
  const angle = segmentAngle(count);
  const fontSize = count > 8 ? 13 : 15;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[18rem] sm:max-w-[24rem] lg:max-w-[26rem]">
      <div
        className="size-full rounded-full shadow-raised"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_DURATION_MS}ms ${SPIN_EASING}` : 'none',
        }}
        onTransitionEnd={(event) => {
          // Its only transition is the turn; a child's transition would bubble up here, hence the check.
          if (event.target === event.currentTarget) onSpinEnd?.();
        }}
      >
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={t`Prize wheel with ${segmentCount} segments: ${segmentLabels}`}
          className="size-full"
        >
          <circle cx={CENTER} cy={CENTER} r={CENTER - 2} className="fill-primary-950" />
          {segments.map((segment, index) => {
            const colours = PALETTE[index % PALETTE.length]!;
            // An odd count would put two slices of the first colour side by side at the seam.
            const lastClash = index === segments.length - 1 && index % PALETTE.length === 0 && index > 0;
            const tone = lastClash ? PALETTE[2] : colours;
            const middle = (index + 0.5) * angle;
            const lines = labelLines(segment.label);
            const textAt = pointAt(CENTER, CENTER, RADIUS * 0.6, middle);
            return (
              <g key={segment.position}>
                <path
                  d={slicePath(index, count, CENTER, CENTER, RADIUS)}
                  className={clsx(tone.slice, 'stroke-primary-950')}
                  strokeWidth={2}
                />
                {highlight === segment.position ? (
                  <path
                    d={slicePath(index, count, CENTER, CENTER, RADIUS - 5)}
                    className="fill-none stroke-accent-500"
                    strokeWidth={8}
                    strokeLinejoin="round"
                  />
                ) : null}
                <text
                  x={textAt.x}
                  y={textAt.y}
                  transform={`rotate(${middle - 90} ${textAt.x} ${textAt.y})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={fontSize}
                  fontWeight={700}
                  className={tone.text}
                >
                  {lines.map((line, lineIndex) => (
                    <tspan
                      key={lineIndex}
                      x={textAt.x}
                      dy={lineIndex === 0 ? `${-(lines.length - 1) * 0.55}em` : '1.1em'}
                    >
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
          {Array.from({ length: count * 2 }, (_, index) => {
            const dot = pointAt(CENTER, CENTER, CENTER - 9, (index * angle) / 2);
            return <circle key={index} cx={dot.x} cy={dot.y} r={3.5} className="fill-accent-200" />;
          })}
        </svg>
      </div>
      {/* The hub and the pointer stay still while the wheel turns under them. */}
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 size-full"
      >
        <circle cx={CENTER} cy={CENTER} r={34} className="fill-white stroke-primary-950" strokeWidth={6} />
        <circle cx={CENTER} cy={CENTER} r={14} className="fill-accent-400" />
        <path
          d={`M ${CENTER - 20} 2 L ${CENTER + 20} 2 L ${CENTER} 46 Z`}
          className="fill-accent-500 stroke-white"
          strokeWidth={4}
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
