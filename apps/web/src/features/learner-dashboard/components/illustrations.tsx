/**
 * Light SVG illustrations for the dashboard's empty states (DESIGN.md "Imagery"), in the style of
 * shared/ui/illustrations.tsx: token colours through Tailwind classes, decorative (the text carries the
 * meaning).
 */

function Backdrop() {
  return (
    <>
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
    </>
  );
}

function Sparkles() {
  return (
    <>
      <path d="M198 26l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" className="fill-accent-400" />
      <path d="M38 66l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-primary-300" />
    </>
  );
}

/** A stack of books with a bookmark and a play button: "your learning starts here". */
export function BooksIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <rect x="60" y="124" width="120" height="22" rx="5" className="fill-primary-700" />
      <rect x="68" y="130" width="76" height="4" rx="2" className="fill-primary-300" />
      <rect x="70" y="102" width="104" height="22" rx="5" className="fill-accent-400" />
      <rect x="78" y="108" width="60" height="4" rx="2" className="fill-white/80" />
      <rect x="64" y="80" width="112" height="22" rx="5" className="fill-primary-500" />
      <rect x="72" y="86" width="70" height="4" rx="2" className="fill-primary-100" />
      <rect x="150" y="74" width="10" height="22" className="fill-danger-600" />
      <circle cx="120" cy="50" r="20" className="fill-white stroke-slate-200" strokeWidth="2" />
      <path d="M114 40l16 10-16 10z" className="fill-primary-700" />
      <Sparkles />
    </svg>
  );
}

/** A calendar page with a video badge: "live classes show up here". */
export function CalendarIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <rect
        x="64"
        y="40"
        width="112"
        height="108"
        rx="12"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <path d="M64 52a12 12 0 0 1 12-12h88a12 12 0 0 1 12 12v12H64z" className="fill-primary-700" />
      <rect x="86" y="32" width="8" height="18" rx="4" className="fill-primary-900" />
      <rect x="146" y="32" width="8" height="18" rx="4" className="fill-primary-900" />
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={78 + col * 22}
            y={76 + row * 22}
            width="14"
            height="14"
            rx="3"
            className={col === 2 && row === 1 ? 'fill-accent-400' : 'fill-slate-100'}
          />
        )),
      )}
      <circle cx="172" cy="136" r="18" className="fill-primary-600" />
      <rect x="162" y="130" width="14" height="12" rx="2" className="fill-white" />
      <path d="M176 134l6-4v12l-6-4z" className="fill-white" />
      <Sparkles />
    </svg>
  );
}

/** A certificate with a ribbon seal: "earn one by finishing a course". */
export function CertificateIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <rect
        x="48"
        y="44"
        width="144"
        height="100"
        rx="8"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect
        x="56"
        y="52"
        width="128"
        height="84"
        rx="4"
        className="fill-none stroke-primary-200"
        strokeWidth="2"
      />
      <rect x="84" y="66" width="72" height="7" rx="3.5" className="fill-primary-700" />
      <rect x="74" y="82" width="92" height="5" rx="2.5" className="fill-slate-200" />
      <rect x="90" y="93" width="60" height="5" rx="2.5" className="fill-slate-200" />
      <path d="M160 118l-6 26 12-7 12 7-6-26z" className="fill-accent-500" />
      <circle cx="166" cy="114" r="14" className="fill-accent-400" />
      <circle cx="166" cy="114" r="8" className="fill-accent-200" />
      <rect x="70" y="118" width="40" height="4" rx="2" className="fill-slate-300" />
      <Sparkles />
    </svg>
  );
}

/** A checklist with a score badge: quizzes and grades. */
export function ChecklistIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <rect
        x="70"
        y="34"
        width="100"
        height="120"
        rx="10"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect x="98" y="28" width="44" height="14" rx="7" className="fill-primary-700" />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x="84" y={60 + row * 28} width="16" height="16" rx="4" className="fill-primary-100" />
          {row < 2 ? (
            <path
              d={`M87 ${68 + row * 28}l4 4 7-8`}
              className="stroke-primary-700"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              fill="none"
            />
          ) : null}
          <rect x="108" y={64 + row * 28} width="48" height="7" rx="3.5" className="fill-slate-200" />
        </g>
      ))}
      <circle cx="172" cy="130" r="20" className="fill-accent-400" />
      <path
        d="M163 130l6 6 12-12"
        className="stroke-white"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <Sparkles />
    </svg>
  );
}
