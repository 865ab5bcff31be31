/**
 * Illustrations of the player's states (DESIGN.md "Imagery": light SVG, theme colours through classes).
 * Decorative: the text beside them carries the meaning.
 */

/** A lesson card with a padlock: "this lesson opens once you enrol". */
export function LockedLessonIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <rect
        x="40"
        y="40"
        width="130"
        height="86"
        rx="10"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect x="52" y="52" width="106" height="50" rx="6" className="fill-primary-100" />
      <path d="M98 66l18 11-18 11z" className="fill-primary-300" />
      <rect x="52" y="110" width="60" height="6" rx="3" className="fill-slate-200" />
      <rect x="146" y="92" width="58" height="50" rx="8" className="fill-accent-400" />
      <path
        d="M158 92v-12a17 17 0 0 1 34 0v12"
        className="stroke-accent-600"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="175" cy="113" r="6" className="fill-accent-800" />
      <rect x="172" y="115" width="6" height="14" rx="3" className="fill-accent-800" />
      <path d="M30 58l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-primary-300" />
      <path d="M210 30l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-accent-400" />
    </svg>
  );
}

/** A certificate with a seal and a magnifying glass: "we looked, and found nothing under this number". */
export function CertificateSearchIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <rect
        x="42"
        y="36"
        width="136"
        height="96"
        rx="6"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect
        x="50"
        y="44"
        width="120"
        height="80"
        rx="3"
        className="fill-none stroke-primary-200"
        strokeWidth="2"
      />
      <rect x="72" y="58" width="76" height="7" rx="3.5" className="fill-primary-700" />
      <rect x="84" y="72" width="52" height="5" rx="2.5" className="fill-slate-200" />
      <rect x="64" y="84" width="92" height="5" rx="2.5" className="fill-slate-200" />
      <circle cx="110" cy="108" r="9" className="fill-accent-400" />
      <path d="M104 115l-3 12 9-5 9 5-3-12" className="fill-accent-500" />
      <circle cx="172" cy="118" r="24" className="fill-white/70 stroke-slate-500" strokeWidth="6" />
      <path d="M189 135l18 18" className="stroke-slate-500" strokeWidth="8" strokeLinecap="round" />
      <path
        d="M164 112l16 12M180 112l-16 12"
        className="stroke-danger-600"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
