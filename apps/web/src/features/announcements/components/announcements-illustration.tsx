/** A megaphone with sound lines: the empty state of the announcement lists. */
export function AnnouncementsIllustration() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className="size-full">
      <circle cx="80" cy="60" r="52" className="fill-primary-50" />
      <path d="M42 52 L92 32 L92 92 L42 72 Z" className="fill-primary-200" />
      <rect x="30" y="50" width="16" height="24" rx="4" className="fill-primary-600" />
      <path d="M52 74 L60 96 L70 96 L64 76 Z" className="fill-primary-400" />
      <path
        d="M104 46 Q114 62 104 78"
        className="stroke-accent-500"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M116 38 Q132 62 116 86"
        className="stroke-accent-400"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  );
}
