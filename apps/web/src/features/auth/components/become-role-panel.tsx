import { type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeft,
  ArrowRight,
  BriefcaseBusiness,
  CheckCircle2,
  HandCoins,
  Presentation,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { AffiliateForm } from './affiliate-form';
import { BecomeJobSeekerButton } from './become-job-seeker-button';

/** The dashboards' roles a person takes on themself (learner is everyone's, staff is granted). */
export type DashboardRole = 'job_seeker' | 'recruiter' | 'instructor' | 'affiliate';

interface RolePitch {
  icon: LucideIcon;
  eyebrow: MessageDescriptor;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  points: MessageDescriptor[];
}

const PITCHES: Record<DashboardRole, RolePitch> = {
  job_seeker: {
    icon: BriefcaseBusiness,
    eyebrow: msg`Job seeker dashboard`,
    title: msg`Find your next job on Dokkho`,
    intro: msg`Turn on job seeking for your account to use this dashboard. It is free and takes one tap.`,
    points: [
      msg`Browse jobs from companies hiring Dokkho learners`,
      msg`Build a recruiter-ready resume and cover letter`,
      msg`Apply in one place and follow every application`,
    ],
  },
  recruiter: {
    icon: Users,
    eyebrow: msg`Recruiter dashboard`,
    title: msg`Hire trained talent on Dokkho`,
    intro: msg`This dashboard is for recruiters. Add your company in a minute to start hiring.`,
    points: [
      msg`Post jobs for free`,
      msg`Review applicants and their resumes in one place`,
      msg`Shortlist candidates with skills proven on Dokkho`,
    ],
  },
  instructor: {
    icon: Presentation,
    eyebrow: msg`Instructor dashboard`,
    title: msg`Teach what you know on Dokkho`,
    intro: msg`This dashboard is for instructors. Tell learners about yourself to start teaching.`,
    points: [
      msg`Create courses and live classes`,
      msg`See your learners, their progress and reviews`,
      msg`Earn from every enrolment`,
    ],
  },
  affiliate: {
    icon: HandCoins,
    eyebrow: msg`Affiliate dashboard`,
    title: msg`Earn by sharing Dokkho courses`,
    intro: msg`Join the affiliate programme to use this dashboard. Tell us where to send your earnings.`,
    points: [
      msg`Share courses with your own referral link`,
      msg`Earn a commission on every course bought through it`,
      msg`Get paid to bKash, Nagad or your bank`,
    ],
  },
};

function JobSeekerAction() {
  const { t } = useLingui();
  return (
    <div className="w-full">
      <BecomeJobSeekerButton label={t`Start as a job seeker`} className="w-full" />
    </div>
  );
}

function ActionFor({ role }: { role: DashboardRole }): ReactNode {
  switch (role) {
    case 'job_seeker':
      return <JobSeekerAction />;
    case 'recruiter':
      return (
        <Link
          to="/convert-recruiter"
          className={buttonClasses({ variant: 'accent', size: 'lg', className: 'w-full' })}
        >
          <Trans>Become a recruiter</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      );
    case 'instructor':
      return (
        <Link
          to="/convert-instructor"
          className={buttonClasses({ variant: 'accent', size: 'lg', className: 'w-full' })}
        >
          <Trans>Become an instructor</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      );
    case 'affiliate':
      return <AffiliateForm />;
  }
}

/**
 * What a signed-in user sees on a dashboard whose role they do not hold yet (SPEC.md §6 type numbers):
 * what the role offers and the one step to take it on. A job seeker is one tap, an affiliate a short form
 * here; recruiters and instructors have their own pages (/convert-recruiter, /convert-instructor).
 */
export function BecomeRolePanel({ role }: { role: DashboardRole }) {
  const { i18n } = useLingui();
  const pitch = PITCHES[role];
  const Icon = pitch.icon;
  const titleId = `become-${role}-title`;
  return (
    <div className="flex min-h-svh items-start justify-center bg-slate-50 px-4 py-8 sm:py-16">
      <section
        aria-labelledby={titleId}
        className="w-full max-w-[520px] rounded-card bg-white p-5 shadow-card sm:p-8"
      >
        <div className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <p className="mt-4 text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {i18n._(pitch.eyebrow)}
        </p>
        <h1 id={titleId} className="mt-1 text-2xl font-bold text-balance text-slate-900">
          {i18n._(pitch.title)}
        </h1>
        <p className="mt-2 text-base text-pretty text-slate-600">{i18n._(pitch.intro)}</p>
        <ul className="mt-5 space-y-2.5">
          {pitch.points.map((point) => (
            <li key={point.id} className="flex gap-3 text-sm text-slate-700 sm:text-base">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
              {i18n._(point)}
            </li>
          ))}
        </ul>
        <div className="mt-6 border-t border-slate-100 pt-6">
          <ActionFor role={role} />
        </div>
        <Link
          to="/newDashboard"
          className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to my learning</Trans>
        </Link>
      </section>
    </div>
  );
}
