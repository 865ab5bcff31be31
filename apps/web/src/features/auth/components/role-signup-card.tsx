import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, MailWarning, PartyPopper } from 'lucide-react';
import type { AuthUser } from '@dokkho/contract/auth';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { EMAIL_VERIFICATION_PATH } from '../lib/verification-step';

/** The card every /convert-* page sits in: one column, full width on a phone (DESIGN.md "Forms"). */
function Card({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-8 sm:py-16">
      <section
        aria-labelledby={labelledBy}
        className="w-full max-w-[560px] rounded-card bg-white p-5 shadow-card sm:p-8"
      >
        {children}
      </section>
    </div>
  );
}

export function RoleSignupSkeleton() {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-8 sm:py-16" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your account</Trans>
      </span>
      <div className="w-full max-w-[560px] rounded-card bg-white p-5 shadow-card sm:p-8">
        <Skeleton className="h-8 w-3/5" />
        <Skeleton className="mt-3 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-4/5" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="mt-6">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-2 h-11 w-full rounded-lg" />
          </div>
        ))}
        <Skeleton className="mt-8 h-12 w-full rounded-lg" />
      </div>
    </div>
  );
}

export interface RoleSignupCardProps {
  user: AuthUser | undefined;
  /** Whether the user already holds the role (staff do not count: they have no profile to show). */
  holdsRole: boolean;
  title: string;
  intro: ReactNode;
  /** "You are already an instructor" and the way to the role's dashboard. */
  already: { title: string; dashboard: string; dashboardLabel: string };
  /** Why the e-mail must be confirmed first, in the role's words. */
  verifyReason: string;
  children: ReactNode;
}

/**
 * The states of a /convert-* page around its form: the skeleton while the profile loads, "you already are
 * one" with the way to the dashboard, "confirm your e-mail first" (the server refuses the role until then),
 * and otherwise the form.
 */
export function RoleSignupCard(props: RoleSignupCardProps) {
  if (!props.user) return <RoleSignupSkeleton />;

  if (props.holdsRole) {
    return (
      <Card labelledBy="role-signup-title">
        <div className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
          <PartyPopper aria-hidden="true" className="size-7" />
        </div>
        <h1 id="role-signup-title" className="mt-4 text-2xl font-bold text-slate-900">
          {props.already.title}
        </h1>
        <p className="mt-2 text-base text-slate-600">
          <Trans>Everything you need is on your dashboard.</Trans>
        </p>
        <Link
          to={props.already.dashboard}
          className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
        >
          {props.already.dashboardLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Card>
    );
  }

  if (!props.user.email_confirmed) {
    const verifyReason = props.verifyReason;
    const email = props.user.email;
    return (
      <Card labelledBy="role-signup-title">
        <div className="flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-700">
          <MailWarning aria-hidden="true" className="size-7" />
        </div>
        <h1 id="role-signup-title" className="mt-4 text-2xl font-bold text-slate-900">
          <Trans>Confirm your e-mail first</Trans>
        </h1>
        <p className="mt-2 text-base text-pretty text-slate-600">
          <Trans>
            {verifyReason} Open the link we sent to{' '}
            <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>, then come back
            here.
          </Trans>
        </p>
        <Link
          to={EMAIL_VERIFICATION_PATH}
          className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
        >
          <Trans>Verify my e-mail</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Card>
    );
  }

  return (
    <Card labelledBy="role-signup-title">
      <h1 id="role-signup-title" className="text-2xl font-bold text-slate-900">
        {props.title}
      </h1>
      <div className="mt-1 mb-6 text-sm text-pretty text-slate-600 sm:text-base">{props.intro}</div>
      {props.children}
    </Card>
  );
}
