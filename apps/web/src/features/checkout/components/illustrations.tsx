import type { ReactNode } from 'react';

/**
 * Light SVG illustrations for the checkout's states (DESIGN.md "Imagery"): colours from the design tokens
 * through Tailwind classes, decorative only (the text beside them carries the meaning), no words inside.
 */

function Backdrop() {
  return (
    <>
      <ellipse cx="120" cy="166" rx="90" ry="8" className="fill-slate-100" />
      <circle cx="120" cy="88" r="74" className="fill-primary-50" />
    </>
  );
}

function Sparkle({ x, y, size = 1, className }: { x: number; y: number; size?: number; className: string }) {
  const s = 9 * size;
  const t = 3 * size;
  return (
    <path
      d={`M${x} ${y - s}l${t} ${s - t} ${s - t} ${t}-${s - t} ${t}-${t} ${s - t}-${t}-${s - t}-${s - t}-${t} ${s - t}-${t}z`}
      className={className}
    />
  );
}

/** A graduation cap over an open book, with confetti: "you're enrolled". */
export function CelebrationIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <path
        d="M60 120c20-8 40-8 60 0v30c-20-8-40-8-60 0z"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <path
        d="M180 120c-20-8-40-8-60 0v30c20-8 40-8 60 0z"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <path d="M120 120v30" className="stroke-primary-200" strokeWidth="2" />
      <path d="M120 52l56 22-56 22-56-22z" className="fill-primary-700" />
      <path d="M92 86v18c16 9 40 9 56 0V86l-28 11z" className="fill-primary-800" />
      <path d="M170 77v26" className="stroke-accent-500" strokeWidth="3" strokeLinecap="round" />
      <circle cx="170" cy="106" r="5" className="fill-accent-400" />
      <rect
        x="40"
        y="40"
        width="8"
        height="14"
        rx="2"
        transform="rotate(-25 44 47)"
        className="fill-accent-400"
      />
      <rect
        x="190"
        y="46"
        width="8"
        height="14"
        rx="2"
        transform="rotate(30 194 53)"
        className="fill-primary-400"
      />
      <rect
        x="58"
        y="84"
        width="6"
        height="10"
        rx="2"
        transform="rotate(40 61 89)"
        className="fill-primary-300"
      />
      <rect
        x="186"
        y="96"
        width="6"
        height="10"
        rx="2"
        transform="rotate(-35 189 101)"
        className="fill-accent-300"
      />
      <circle cx="82" cy="30" r="4" className="fill-primary-400" />
      <circle cx="160" cy="24" r="3" className="fill-accent-500" />
      <Sparkle x={206} y={30} className="fill-accent-400" />
      <Sparkle x={30} y={82} size={0.7} className="fill-primary-300" />
    </svg>
  );
}

/** An hourglass beside a phone: "the gateway is still telling us". */
export function ConfirmingIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <rect
        x="62"
        y="36"
        width="64"
        height="116"
        rx="12"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect x="70" y="50" width="48" height="80" rx="4" className="fill-primary-50" />
      <rect x="78" y="62" width="32" height="6" rx="3" className="fill-primary-200" />
      <rect x="78" y="74" width="24" height="6" rx="3" className="fill-slate-200" />
      <rect x="78" y="104" width="32" height="14" rx="7" className="fill-accent-400" />
      <path d="M146 56h40M146 132h40" className="stroke-primary-800" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M152 58c0 26 28 26 28 38s-28 12-28 34h28c0-22-28-22-28-34s28-12 28-38z"
        className="fill-white stroke-primary-700"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M158 124c4-8 16-8 16 0z" className="fill-accent-400" />
      <path d="M160 70h12l-6 10z" className="fill-accent-400" />
      <Sparkle x={204} y={40} size={0.8} className="fill-accent-400" />
    </svg>
  );
}

/**
 * A payment card with a round badge on its corner (`badgeClassName` colours it, `children` draws its mark):
 * the two payment outcomes that took no money.
 */
function PaymentCardIllustration({
  badgeClassName,
  children,
}: {
  badgeClassName: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <rect
        x="44"
        y="56"
        width="128"
        height="82"
        rx="10"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
      />
      <rect x="44" y="72" width="128" height="14" className="fill-primary-800" />
      <rect x="56" y="100" width="40" height="8" rx="4" className="fill-slate-200" />
      <rect x="56" y="114" width="26" height="8" rx="4" className="fill-slate-100" />
      <rect x="134" y="104" width="26" height="18" rx="4" className="fill-accent-300" />
      <circle cx="176" cy="60" r="22" className={badgeClassName} />
      {children}
    </svg>
  );
}

/** A payment card with a cross: "the payment did not go through". */
export function PaymentProblemIllustration() {
  return (
    <PaymentCardIllustration badgeClassName="fill-danger-600">
      <path d="M168 52l16 16M184 52l-16 16" className="stroke-white" strokeWidth="4" strokeLinecap="round" />
    </PaymentCardIllustration>
  );
}

/** A receipt with a taka coin: orders and receipts. */
export function ReceiptIllustration() {
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full">
      <Backdrop />
      <path
        d="M78 30h84v120l-10-7-11 7-10-7-11 7-10-7-11 7-10-7-11 7z"
        className="fill-white stroke-slate-200"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="92" y="46" width="56" height="8" rx="4" className="fill-primary-700" />
      <rect x="92" y="66" width="36" height="5" rx="2.5" className="fill-slate-200" />
      <rect x="134" y="66" width="14" height="5" rx="2.5" className="fill-slate-200" />
      <rect x="92" y="78" width="30" height="5" rx="2.5" className="fill-slate-200" />
      <rect x="134" y="78" width="14" height="5" rx="2.5" className="fill-slate-200" />
      <path d="M92 96h56" className="stroke-slate-200" strokeWidth="2" strokeDasharray="4 4" />
      <rect x="92" y="106" width="24" height="7" rx="3.5" className="fill-slate-300" />
      <rect x="128" y="106" width="20" height="7" rx="3.5" className="fill-primary-600" />
      <circle cx="170" cy="128" r="20" className="fill-accent-400" />
      <circle cx="170" cy="128" r="14" className="fill-accent-300" />
      <path
        d="M164 120h10M164 126h8M168 120v16"
        className="stroke-accent-800"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <Sparkle x={58} y={52} size={0.8} className="fill-primary-300" />
    </svg>
  );
}

/** A payment card with a "back" arrow: the learner stepped out of the payment, nothing happened. */
export function PaymentCancelledIllustration() {
  return (
    <PaymentCardIllustration badgeClassName="fill-slate-500">
      <path
        d="M168 58a9 9 0 1 1 3 7M168 50v8h8"
        className="stroke-white"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </PaymentCardIllustration>
  );
}
