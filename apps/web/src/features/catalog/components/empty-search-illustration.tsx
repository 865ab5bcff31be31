/** A light line drawing for the empty results state (DESIGN.md: SVG illustrations, colours from tokens). */
export function EmptySearchIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 200 140"
      width="200"
      height="140"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <ellipse cx="100" cy="126" rx="78" ry="8" className="fill-slate-100" />
      <rect
        x="28"
        y="30"
        width="92"
        height="70"
        rx="10"
        className="fill-white stroke-slate-300"
        strokeWidth="2"
      />
      <rect x="28" y="30" width="92" height="34" rx="10" className="fill-primary-50" />
      <rect x="40" y="74" width="56" height="6" rx="3" className="fill-slate-200" />
      <rect x="40" y="86" width="36" height="6" rx="3" className="fill-slate-200" />
      <rect
        x="72"
        y="16"
        width="92"
        height="70"
        rx="10"
        className="fill-white stroke-slate-300"
        strokeWidth="2"
      />
      <rect x="72" y="16" width="92" height="34" rx="10" className="fill-primary-100" />
      <rect x="84" y="60" width="56" height="6" rx="3" className="fill-slate-200" />
      <rect x="84" y="72" width="36" height="6" rx="3" className="fill-slate-200" />
      <circle cx="128" cy="84" r="22" className="fill-white stroke-primary-600" strokeWidth="6" />
      <path d="M144 100 l20 20" className="stroke-primary-700" strokeWidth="9" strokeLinecap="round" />
      <path
        d="M120 76 l16 16 M136 76 l-16 16"
        className="stroke-accent-500"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
