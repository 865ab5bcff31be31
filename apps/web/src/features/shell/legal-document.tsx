import type { ReactNode } from 'react';
import { ChevronDown, Mail, Phone } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '@dokkho/contract/site';
import { SITE_ADDRESS } from '../../shared/labels/site';
import { useFormat } from '../../shared/i18n/format';

export interface LegalSection {
  /** Anchor for the table of contents; stable, so people can link to a section. */
  id: string;
  heading: MessageDescriptor;
  content: ReactNode;
}

/** Shared layout of the terms and privacy pages: title band, table of contents, numbered sections, contact. */
export function LegalDocument(props: {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const lastUpdated = format.longDate(`${props.lastUpdated}T00:00:00Z`);
  const toc = (
    <ol className="space-y-1 text-sm">
      {props.sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-10 items-center gap-2 rounded-md px-2 text-slate-600 hover:bg-primary-50 hover:text-primary-800 lg:min-h-8"
          >
            <span className="w-5 shrink-0 text-right text-slate-400 tabular-nums">
              {format.number(index + 1)}.
            </span>
            {i18n._(section.heading)}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <article>
      <header className="border-b border-primary-100 bg-primary-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            <Trans>Legal</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{props.title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            <Trans>
              Last updated: <time dateTime={props.lastUpdated}>{lastUpdated}</time>
            </Trans>
          </p>
          <div className="mt-5 max-w-3xl text-base leading-7 text-slate-700">{props.intro}</div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:py-14">
        <nav aria-label={t`On this page`} className="lg:sticky lg:top-24 lg:self-start">
          <details className="group rounded-xl border border-slate-200 p-2 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-2 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
              <Trans>On this page</Trans>
              <ChevronDown
                aria-hidden="true"
                className="size-5 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="pt-1 pb-2">{toc}</div>
          </details>
          <div className="hidden lg:block">
            <p className="mb-2 px-2 text-sm font-semibold text-slate-900">
              <Trans>On this page</Trans>
            </p>
            {toc}
          </div>
        </nav>

        <div className="max-w-3xl">
          {props.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-24 first:mt-0 sm:mt-12"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                {format.number(index + 1)}. {i18n._(section.heading)}
              </h2>
              <div className="text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
                {section.content}
              </div>
            </section>
          ))}

          <aside className="mt-12 rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Questions?</Trans>
            </h2>
            <p className="mt-2 text-slate-700">
              <Trans>
                Write to us or call during office hours (Saturday to Thursday, 10am to 7pm). We reply within
                two working days.
              </Trans>
            </p>
            <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
              <li>
                <a
                  href={`mailto:${SITE.email}`}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 hover:text-primary-900"
                >
                  <Mail aria-hidden="true" className="size-4.5" />
                  {SITE.email}
                </a>
              </li>
              <li>
                <a
                  href={SITE.phoneHref}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 hover:text-primary-900"
                >
                  <Phone aria-hidden="true" className="size-4.5" />
                  {SITE.phone}
                </a>
              </li>
            </ul>
            <p className="mt-3 text-sm text-slate-600">{i18n._(SITE_ADDRESS)}</p>
          </aside>
        </div>
      </div>
    </article>
  );
}
