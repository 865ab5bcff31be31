/**
 * Light SVG illustrations for the offer pages' empty states (DESIGN.md "Imagery"), in the design tokens'
 * colours. Decorative: the text beside them carries the meaning.
 */

/** A wrapped gift with a tag and sparkles: "offers come and go, here is what there is now". */
export function GiftIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <rect x="66" y="82" width="108" height="74" rx="8" className="fill-primary-700" />
      <rect x="58" y="64" width="124" height="26" rx="6" className="fill-primary-600" />
      <rect x="111" y="64" width="18" height="92" className="fill-accent-400" />
      <path d="M120 64c-10-22-38-26-40-10-2 12 22 12 40 10z" className="fill-accent-500" />
      <path d="M120 64c10-22 38-26 40-10 2 12-22 12-40 10z" className="fill-accent-500" />
      <circle cx="120" cy="64" r="7" className="fill-accent-300" />
      <path d="M176 96l22-8 6 16-22 8z" className="fill-white stroke-slate-200" strokeWidth="2" />
      <circle cx="183" cy="98" r="2.5" className="fill-primary-300" />
      <path d="M200 34l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" className="fill-accent-400" />
      <path d="M40 60l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-primary-300" />
      <path d="M58 124l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-accent-300" />
    </svg>
  );
}

/** A small wheel with a pointer: "no campaign is spinning now". */
export function QuietWheelIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <circle cx="120" cy="92" r="56" className="fill-white stroke-slate-200" strokeWidth="3" />
      <path d="M120 92V36a56 56 0 0 1 48.5 28z" className="fill-primary-200" />
      <path d="M120 92l48.5-28a56 56 0 0 1 0 56z" className="fill-accent-200" />
      <path d="M120 92l48.5 28A56 56 0 0 1 120 148z" className="fill-primary-100" />
      <path d="M120 92v56a56 56 0 0 1-48.5-28z" className="fill-accent-100" />
      <path d="M120 92l-48.5 28a56 56 0 0 1 0-56z" className="fill-primary-200" />
      <path d="M120 92L71.5 64A56 56 0 0 1 120 36z" className="fill-slate-100" />
      <circle cx="120" cy="92" r="12" className="fill-primary-700" />
      <path d="M120 44l-10-18h20z" className="fill-accent-500" />
      <path d="M196 40l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" className="fill-slate-300" />
    </svg>
  );
}
