import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../shared/ui/skeleton';

const TONES = {
  primary: 'bg-primary-50 text-primary-700',
  success: 'bg-success-50 text-success-700',
  danger: 'bg-danger-50 text-danger-700',
} as const;

/**
 * The one layout of the verification and activation pages: a centred card (full width on a phone) with a
 * round icon, the heading and the page's content. One column, one main action (DESIGN.md principle 3).
 */
export function VerificationCard(props: {
  icon: ReactNode;
  tone?: keyof typeof TONES;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[70vh] items-start justify-center bg-slate-50 px-4 py-8 sm:py-16">
      <section
        aria-labelledby="verification-title"
        className="w-full max-w-[480px] rounded-card bg-white p-5 text-center shadow-card sm:p-8"
      >
        <div
          className={clsx(
            'mx-auto flex size-16 items-center justify-center rounded-full [&>svg]:size-8',
            TONES[props.tone ?? 'primary'],
          )}
        >
          {props.icon}
        </div>
        <h1 id="verification-title" className="mt-4 text-2xl font-bold text-balance text-slate-900">
          {props.title}
        </h1>
        {props.children}
      </section>
    </div>
  );
}

/** The card's shape while the profile loads (DESIGN.md principle 2: a skeleton where the layout is known). */
export function VerificationCardSkeleton() {
  return (
    <div
      className="flex min-h-[70vh] items-start justify-center bg-slate-50 px-4 py-8 sm:py-16"
      aria-busy="true"
    >
      <span className="sr-only" role="status">
        <Trans>Loading your account</Trans>
      </span>
      <div className="flex w-full max-w-[480px] flex-col items-center rounded-card bg-white p-5 shadow-card sm:p-8">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="mt-4 h-8 w-3/5" />
        <Skeleton className="mt-4 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-4/5" />
        <Skeleton className="mt-6 h-24 w-full rounded-lg" />
        <Skeleton className="mt-6 h-12 w-full rounded-lg" />
        <Skeleton className="mt-6 h-5 w-3/5" />
        <Skeleton className="mt-4 h-11 w-28 rounded-lg" />
      </div>
    </div>
  );
}
