import { Smartphone } from 'lucide-react';
import { SITE } from '@dokkho/contract/site';
import { buttonClasses } from '../../../shared/ui/button';
import { Trans } from '@lingui/react/macro';

/** SPEC.md §1: the mobile app is offered through an app store link. */
export function AppDownloadSection() {
  const siteName = SITE.name;
  return (
    <section aria-labelledby="app-download-heading" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate flex flex-col gap-6 overflow-hidden rounded-2xl bg-primary-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-10 -z-10 size-64 rounded-full bg-accent-500/25 blur-3xl"
          />
          <div className="flex gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/15 sm:flex">
              <Smartphone className="size-7 text-accent-300" aria-hidden="true" />
            </span>
            <div>
              <h2 id="app-download-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                <Trans>Keep learning on the go</Trans>
              </h2>
              <p className="mt-2 max-w-xl text-primary-100">
                <Trans>
                  Get the {siteName} app to pick up your lessons where you left off and hear about new jobs
                  first.
                </Trans>
              </p>
            </div>
          </div>
          <a
            href={SITE.appStoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({
              variant: 'accent',
              size: 'lg',
              className: 'shrink-0 focus-visible:outline-white',
            })}
          >
            <Smartphone className="size-5" aria-hidden="true" />
            <Trans>Get it on Google Play</Trans>
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
