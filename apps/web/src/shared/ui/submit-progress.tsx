/** A button's "working" content: a small white spinner and the label (DESIGN.md "Forms": show progress). */
export function SubmitProgress({ label }: { label: string }) {
  return (
    <>
      <svg viewBox="0 0 24 24" fill="none" className="size-5 animate-spin" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label}
    </>
  );
}
