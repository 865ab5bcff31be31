import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  CheckCircle2,
  FilePlus2,
  GraduationCap,
  Handshake,
  SearchCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { useFormat } from '../../../shared/i18n/format';
import { HiringLeadForm } from '../components/hiring-lead-form';

const REASONS: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: GraduationCap,
    title: msg`Trained for the job`,
    text: msg`Candidates learn on Dokkho from working professionals, with projects and quizzes on real office and tech work.`,
  },
  {
    icon: BadgeCheck,
    title: msg`Certificates you can verify`,
    text: msg`Every Dokkho certificate has a public verification page, so you know the skills on a resume are real.`,
  },
  {
    icon: Users,
    title: msg`Across Bangladesh`,
    text: msg`Reach learners in Dhaka, Chattogram, Sylhet and every division, or hire remotely.`,
  },
];

const STEPS: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: FilePlus2,
    title: msg`Post your job`,
    text: msg`Describe the role, the skills and the salary. It is live on the Dokkho job board in minutes.`,
  },
  {
    icon: SearchCheck,
    title: msg`Meet matching candidates`,
    text: msg`Learners with the skills you ask for find your job; their Dokkho certificates come with them.`,
  },
  {
    icon: Handshake,
    title: msg`Hire`,
    text: msg`Talk to the people you like and make your offer. Our team helps when you need more hands.`,
  },
];

const PRICING: MessageDescriptor[] = [
  msg`Posting jobs is free, with no limit on posts`,
  msg`Listed on the public job board and in search engines`,
  msg`Close, edit or re-open a post whenever you like`,
];

export const POST_JOB_PATH = '/hr-dashboard/job-details';
export const BECOME_RECRUITER_PATH = '/convert-recruiter';

/** "Post a job": recruiters go straight to their posts; everyone else becomes a recruiter first. */
function PostJobLink({ isRecruiter, className }: { isRecruiter: boolean; className?: string }) {
  return (
    <Link
      to={isRecruiter ? POST_JOB_PATH : BECOME_RECRUITER_PATH}
      className={buttonClasses({ variant: 'accent', size: 'lg', className })}
    >
      <Trans>Post a job for free</Trans>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/**
 * /hiringpage ("Hire", issue 6 item 7): the pitch to employers and a lead form for our hiring team. Who the
 * viewer is (a recruiter or not) comes from the app shell (app/hiring-route.tsx).
 */
export function HiringPage({ isRecruiter }: { isRecruiter: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <section className="bg-primary-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-16 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              <Trans>Hire on Dokkho</Trans>
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              <Trans>Hire trained, certificate-verified talent</Trans>
            </h1>
            <p className="mt-4 max-w-xl text-lg text-pretty text-primary-100">
              <Trans>
                Thousands of learners across Bangladesh build job-ready skills on Dokkho every month. Post
                your job for free and meet the ones who fit.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <PostJobLink isRecruiter={isRecruiter} />
              <a href="#hiring-lead" className={buttonClasses({ variant: 'inverse-outline', size: 'lg' })}>
                <Trans>Talk to our hiring team</Trans>
              </a>
            </div>
          </div>
          <div
            id="hiring-lead"
            className="scroll-mt-24 rounded-card bg-white p-5 text-slate-900 shadow-raised sm:p-6"
          >
            <h2 className="text-xl font-bold">
              <Trans>Talk to our hiring team</Trans>
            </h2>
            <p className="mt-1 mb-5 text-sm text-slate-600">
              <Trans>Tell us who you need. We call back with candidates and help with your first post.</Trans>
            </p>
            <HiringLeadForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="why-hire" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="why-hire" className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
          <Trans>Why hire from Dokkho</Trans>
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-8 text-primary-700" />
              <h3 className="mt-3 text-lg font-bold text-slate-900">{i18n._(title)}</h3>
              <p className="mt-1 text-pretty text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="border-y border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="how-it-works" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title.id} className="flex gap-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white">
                  {format.number(index + 1)}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                    {i18n._(title)}
                    <Icon aria-hidden="true" className="size-5 text-primary-700" />
                  </h3>
                  <p className="mt-1 text-pretty text-slate-600">{i18n._(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="what-it-costs"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200 sm:flex sm:items-center sm:justify-between sm:gap-10 sm:p-8">
          <div>
            <h2 id="what-it-costs" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              <Trans>What it costs: nothing</Trans>
            </h2>
            <ul className="mt-4 space-y-2">
              {PRICING.map((point) => (
                <li key={point.id} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                  {i18n._(point)}
                </li>
              ))}
            </ul>
          </div>
          <PostJobLink isRecruiter={isRecruiter} className="mt-6 w-full sm:mt-0 sm:w-auto" />
        </div>
      </section>
    </>
  );
}
