import { BadgeCheck, Briefcase, Languages, Smartphone } from 'lucide-react';

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Taught by people doing the job',
    text: 'Instructors are working professionals, so you learn what teams actually use today.',
  },
  {
    icon: Languages,
    title: 'Explained in Bangla',
    text: 'Most courses are taught in Bangla, with the English terms you will meet at work.',
  },
  {
    icon: Smartphone,
    title: 'Made for your phone',
    text: 'Light pages and short lessons that work on mobile data, whenever you have a few minutes.',
  },
  {
    icon: Briefcase,
    title: 'From course to career',
    text: 'Certificates, a resume builder and a job board in the same place you learn.',
  },
] as const;

export function WhyDokkhoSection() {
  return (
    <section aria-labelledby="why-dokkho-heading" className="bg-primary-50 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-dokkho-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Why learners choose Dokkho
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <li key={reason.title} className="flex gap-4 sm:flex-col">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700 shadow-card">
                <reason.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
