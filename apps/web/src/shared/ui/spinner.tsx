import clsx from 'clsx';

/** An accessible spinner for actions of unknown length; prefer a Skeleton when the layout is known. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <svg viewBox="0 0 24 24" fill="none" className="size-full animate-spin" aria-hidden="true">
        <circle cx="12" cy="12" r="9" className="stroke-primary-100" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" className="stroke-primary-600" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
