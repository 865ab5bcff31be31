import { useState } from 'react';
import clsx from 'clsx';

/** The default profile picture (SPEC.md §2: "a default one if none"): a person on a soft teal disc. */
export function DefaultAvatar({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={clsx('rounded-full', className)}>
      <circle cx="20" cy="20" r="20" className="fill-primary-100" />
      <circle cx="20" cy="15.5" r="6.5" className="fill-primary-700" />
      <path
        d="M7.5 33.5c2.2-5.6 7-8.5 12.5-8.5s10.3 2.9 12.5 8.5A19.9 19.9 0 0 1 20 40a19.9 19.9 0 0 1-12.5-6.5z"
        className="fill-primary-700"
      />
    </svg>
  );
}

/**
 * The user's round picture, or the default one. Decorative: the control around it carries the name. A
 * picture that fails to load (removed on another device, offline) falls back to the default instead of a
 * broken-image icon.
 */
export function UserAvatar({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <DefaultAvatar className={className} />;
  return (
    <img
      src={src}
      alt=""
      width={80}
      height={80}
      decoding="async"
      onError={() => setFailed(src)}
      className={clsx('rounded-full bg-slate-200 object-cover', className)}
    />
  );
}
