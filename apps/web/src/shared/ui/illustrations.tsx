/**
 * Light SVG illustrations for empty and error states (DESIGN.md "Imagery"). Colours come from the design
 * tokens through Tailwind fill/stroke classes, so they follow the theme. Decorative: hidden from screen
 * readers, the text next to them carries the meaning.
 */

/** A page being built, with a seedling: "this is growing, come back soon". */
export function BuildingIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <rect
        x="46"
        y="38"
        width="140"
        height="104"
        rx="10"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <path d="M46 48a10 10 0 0 1 10-10h120a10 10 0 0 1 10 10v8H46z" className="fill-primary-700" />
      <circle cx="58" cy="47" r="2.5" className="fill-primary-200" />
      <circle cx="67" cy="47" r="2.5" className="fill-primary-200" />
      <circle cx="76" cy="47" r="2.5" className="fill-primary-200" />
      <rect x="58" y="68" width="52" height="34" rx="5" className="fill-primary-100" />
      <path d="M79 77l12 8-12 8z" className="fill-primary-600" />
      <rect x="118" y="70" width="56" height="6" rx="3" className="fill-slate-200" />
      <rect x="118" y="82" width="42" height="6" rx="3" className="fill-slate-200" />
      <rect x="118" y="94" width="50" height="6" rx="3" className="fill-slate-100" />
      <rect x="58" y="114" width="42" height="14" rx="7" className="fill-accent-400" />
      <rect x="106" y="118" width="32" height="6" rx="3" className="fill-slate-100" />
      <path d="M178 152h30l-4 16h-22z" className="fill-accent-500" />
      <path
        d="M193 152v-24"
        className="stroke-primary-700"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M193 138c-11 0-17-6-17-15 10 0 17 6 17 15z" className="fill-primary-500" />
      <path d="M193 131c0-11 7-17 17-17 0 10-7 17-17 17z" className="fill-primary-600" />
      <path d="M204 20l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" className="fill-accent-400" />
      <path d="M30 64l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-primary-300" />
    </svg>
  );
}

/** A signpost at a fork in a dotted path: "this road leads nowhere, here are the real ones". */
export function SignpostIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <path
        d="M28 160c30-12 62 6 92-2s62-14 92-4"
        className="stroke-primary-200"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="115" y="46" width="10" height="116" rx="3" className="fill-primary-800" />
      <path d="M125 56h56l14 15-14 15h-56z" className="fill-primary-600" />
      <rect x="135" y="68" width="36" height="6" rx="3" className="fill-white/80" />
      <path d="M115 96H63l-14 15 14 15h52z" className="fill-accent-400" />
      <rect x="71" y="108" width="34" height="6" rx="3" className="fill-white/80" />
      <circle cx="64" cy="52" r="17" className="fill-white stroke-slate-200" strokeWidth="2" />
      <path
        d="M58 47a6 6 0 1 1 8.5 5.5c-1.6.8-2.5 2-2.5 3.5v1"
        className="stroke-primary-700"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="64" cy="62.5" r="2" className="fill-primary-700" />
      <path d="M196 28l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-accent-400" />
    </svg>
  );
}

/** A cloud with an unplugged cable: "the connection dropped". */
export function UnpluggedIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
      <path
        d="M78 110c-15 0-26-11-26-25 0-13 10-23 23-24 4-17 19-29 37-29 17 0 31 11 36 26h3c16 0 28 12 28 26s-12 26-28 26z"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect x="92" y="64" width="10" height="22" rx="5" className="fill-primary-200" />
      <rect x="110" y="56" width="10" height="30" rx="5" className="fill-primary-300" />
      <rect x="128" y="70" width="10" height="16" rx="5" className="fill-slate-200" />
      <path
        d="M24 152c22 0 34-12 56-12h22"
        className="stroke-primary-700"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="100" y="129" width="20" height="22" rx="4" className="fill-primary-700" />
      <rect x="120" y="133" width="9" height="4" rx="1" className="fill-primary-700" />
      <rect x="120" y="143" width="9" height="4" rx="1" className="fill-primary-700" />
      <rect x="146" y="127" width="20" height="26" rx="4" className="fill-primary-400" />
      <path
        d="M166 140h14c16 0 22 12 38 12"
        className="stroke-primary-400"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M133 120l3 6M138 117v7M143 120l-3 6"
        className="stroke-accent-500"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
