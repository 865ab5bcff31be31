import { BadgeCheck, Briefcase, Languages, Smartphone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const REASONS = [
  {
    icon: BadgeCheck,
    title: msg`Taught by people doing the job`,
    text: msg`Instructors are working professionals, so you learn what teams actually use today.`,
  },
  {
    icon: Languages,
    title: msg`Explained in Bangla`,
    text: msg`Most courses are taught in Bangla, with the English terms you will meet at work.`,
  },
  {
    icon: Smartphone,
    title: msg`Made for your phone`,
    text: msg`Light pages and short lessons that work on mobile data, whenever you have a few minutes.`,
  },
  {
    icon: Briefcase,
    title: msg`From course to career`,
    text: msg`Certificates, a resume builder and a job board in the same place you learn.`,
  },
] as const;

export function WhyDokkhoSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="why-dokkho-heading" className="bg-primary-50 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-dokkho-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Why learners choose Dokkho</Trans>
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <li key={reason.title.id} className="flex gap-4 sm:flex-col">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700 shadow-card">
                <reason.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{i18n._(reason.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{i18n._(reason.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
