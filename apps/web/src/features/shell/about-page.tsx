import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BriefcaseBusiness,
  GraduationCap,
  Handshake,
  Languages,
  Mail,
  MapPin,
  Phone,
  Presentation,
  Smartphone,
  Target,
  Users,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '@dokkho/contract/site';
import { SITE_ADDRESS } from '../../shared/labels/site';
import { buttonClasses } from '../../shared/ui/button';

interface Audience {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
  cta: { label: MessageDescriptor; to: string };
}

const AUDIENCES: Audience[] = [
  {
    icon: GraduationCap,
    title: msg`Learners and job seekers`,
    text: msg`Take courses, career paths, free classes and live masterclasses at your own pace, on your phone or laptop. Quizzes, projects and certificates show what you can do; the resume builder turns it into a CV, and the jobs board puts it in front of employers.`,
    cta: { label: msg`Browse courses`, to: '/allcourses' },
  },
  {
    icon: BriefcaseBusiness,
    title: msg`Recruiters`,
    text: msg`Post jobs, search for talent and shortlist resumes from people who have already proved their skills in real projects. Hire interns, juniors or a whole team, and spend less time screening.`,
    cta: { label: msg`Hire from Dokkho`, to: '/hiringpage' },
  },
  {
    icon: Presentation,
    title: msg`Instructors`,
    text: msg`Share what you do every day with learners across the country. We help you plan, record and run your course, handle payments and support, and you earn from every enrolment.`,
    cta: { label: msg`Become an instructor`, to: '/convert-instructor' },
  },
  {
    icon: Handshake,
    title: msg`Affiliates`,
    text: msg`Recommend courses you believe in with your own link and earn a commission on every purchase it brings. Follow your clicks, sales and payouts in your dashboard and cash out to bKash, Nagad or your bank.`,
    cta: { label: msg`Join the affiliate programme`, to: '/affiliation' },
  },
];

const PRINCIPLES: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: Target,
    title: msg`Built around real jobs`,
    text: msg`Every course starts from what employers ask for, and ends with a project you can show in an interview.`,
  },
  {
    icon: Users,
    title: msg`Taught by practitioners`,
    text: msg`Our instructors are analysts, developers, marketers and designers who do the work they teach.`,
  },
  {
    icon: Languages,
    title: msg`Bangla first`,
    text: msg`Lessons are explained in Bangla with the English terms you will meet at work, so nothing is lost in translation.`,
  },
  {
    icon: Smartphone,
    title: msg`Made for your phone`,
    text: msg`Light pages and lessons that work on mobile data, and payment with bKash, Nagad or a card.`,
  },
];

/** /about (SPEC.md §2): what Dokkho does, its mission, and what it offers each kind of user. */
export function AboutPage() {
  const { i18n } = useLingui();
  const siteName = SITE.name;
  const siteNameBangla = SITE.nameBangla;
  return (
    <>
      <section className="border-b border-primary-100 bg-primary-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            <Trans>About {siteName}</Trans>
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold text-balance text-slate-900 sm:text-5xl sm:leading-tight">
            <Trans>Turning ambition into skills, and skills into jobs.</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">
            <Trans>
              {siteName} (<span lang="bn">{siteNameBangla}</span>, &ldquo;skilled&rdquo;) is a learning and
              career platform built in Bangladesh. We help young people learn job-ready skills from working
              professionals, prove them with projects and certificates, and meet the employers who need them.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/allcourses" className={buttonClasses({ size: 'lg' })}>
              <Trans>Browse all courses</Trans>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/hiringpage" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              <Trans>Hire our learners</Trans>
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="mission-heading"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20"
      >
        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Our mission</Trans>
          </h2>
          <div className="space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
            <p>
              <Trans>
                Bangladesh has one of the youngest workforces in the world. Every year, talented graduates
                look for their first job while employers say they cannot find people with the skills they
                need. The gap is not talent; it is practical, up-to-date training and a fair way to be seen.
              </Trans>
            </p>
            <p>
              <Trans>
                We close that gap. {siteName} courses are designed with the companies that hire, taught by
                people who do the job every day, priced for students and early-career professionals, and
                connected to real vacancies. Our goal is simple: every learner who finishes a course should be
                ready for the interview that follows.
              </Trans>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="audiences-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <h2 id="audiences-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>One platform for everyone who builds a career</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            <Trans>
              Sign up once. Your account can learn, apply, hire, teach and refer, each with its own dashboard.
            </Trans>
          </p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {AUDIENCES.map(({ icon: Icon, title, text, cta }) => (
              <li
                key={title.id}
                className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
                <p className="mt-2 flex-1 leading-7 text-slate-600">{i18n._(text)}</p>
                <Link
                  to={cta.to}
                  className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-700 hover:text-primary-900"
                >
                  {i18n._(cta.label)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="principles-heading"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20"
      >
        <h2 id="principles-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>How we work</Trans>
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {PRINCIPLES.map(({ icon: Icon, title, text }) => (
            <li key={title.id}>
              <Icon aria-hidden="true" className="size-7 text-accent-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{i18n._(title)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-heading" className="px-4 pb-16 sm:px-6 lg:px-8 lg:pb-24">
        <div className="mx-auto grid max-w-7xl gap-8 rounded-card bg-primary-900 px-5 py-10 text-white sm:px-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="contact-heading" className="text-2xl font-bold sm:text-3xl">
              <Trans>Talk to us</Trans>
            </h2>
            <p className="mt-3 max-w-md leading-7 text-primary-100">
              <Trans>
                Not sure which course fits your goals? Book a free support session, or reach our team
                directly.
              </Trans>
            </p>
            <Link
              to="/support-session"
              className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-6 w-full sm:w-auto' })}
            >
              <Trans>Book a free session</Trans>
            </Link>
          </div>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
              <span className="leading-7 text-primary-50">{i18n._(SITE_ADDRESS)}</span>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
              <a
                href={`mailto:${SITE.email}`}
                className="min-h-11 content-center font-medium hover:underline"
              >
                {SITE.email}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
              <a href={SITE.phoneHref} className="min-h-11 content-center font-medium hover:underline">
                {SITE.phone}
              </a>
            </p>
          </address>
        </div>
      </section>
    </>
  );
}
