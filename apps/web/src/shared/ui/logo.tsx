import clsx from 'clsx';
import { SITE } from '@dokkho/contract/site';

export type LogoVariant = 'light' | 'dark';

/**
 * The "Dokkho" wordmark with the mark of public/favicon.svg (DESIGN.md "Logo"). `light` is for dark
 * backgrounds (the home hero, the footer), `dark` for light ones; SPEC.md §2 switches them by scroll and
 * route. `textLength` pins the word's width so it looks the same whatever font the device has.
 */
export function Logo({ variant, className }: { variant: LogoVariant; className?: string }) {
  const light = variant === 'light';
  return (
    <svg
      viewBox="0 0 150 40"
      role="img"
      aria-label={SITE.name}
      className={clsx('h-9 w-auto', className)}
      data-variant={variant}
    >
      <g transform="scale(0.625)">
        <rect width="64" height="64" rx="14" className={light ? 'fill-white' : 'fill-primary-700'} />
        <path
          d="M18 14h14c11 0 18 7 18 18s-7 18-18 18H18z"
          className={light ? 'fill-primary-700' : 'fill-white'}
        />
        <path
          d="M26 22h6c6 0 10 4 10 10s-4 10-10 10h-6z"
          className={light ? 'fill-white' : 'fill-primary-700'}
        />
        <circle cx="48" cy="16" r="5" className={light ? 'fill-accent-400' : 'fill-accent-500'} />
      </g>
      <text
        x="50"
        y="29"
        textLength="98"
        lengthAdjust="spacingAndGlyphs"
        className={clsx('text-[26px] font-bold tracking-tight', light ? 'fill-white' : 'fill-primary-900')}
      >
        {SITE.name}
      </text>
    </svg>
  );
}
