import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { usePromoImage } from '../api/get-promo-image';
import { describeTimeLeft, timeLeft } from '../lib/countdown';

/**
 * The current offer's banner (`GET payment/promo-image/`), for the home page. The artwork carries no text
 * (Bangla-ready): the title and the deadline are set over it. Nothing at all while it loads, fails or when
 * no offer runs: a banner is a bonus, never a hole in the page.
 */
export function PromoBanner() {
  const { t, i18n } = useLingui();
  const { data } = usePromoImage();
  if (!data?.image || !data.title || !data.link) return null;
  const left = data.ends_at ? timeLeft(new Date(data.ends_at), new Date()) : null;
  if (left?.over) return null;
  return (
    <section aria-label={t`Current offer`} className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 sm:pb-16 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-card bg-primary-900 shadow-card">
        <img
          src={data.image}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover object-right"
        />
        {/* Keeps the text readable over any artwork (WCAG AA on the left, where the words are). */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-950/95 via-primary-950/75 to-primary-950/10"
        />
        <div className="flex min-h-44 flex-col items-start justify-center gap-3 p-6 sm:min-h-52 sm:p-10">
          <p className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">
            {left ? describeTimeLeft(left, i18n) : t`Limited offer`}
          </p>
          <h2 className="max-w-md text-2xl leading-tight font-bold text-balance text-white sm:text-3xl">
            {data.title}
          </h2>
          <Link to={data.link} className={buttonClasses({ variant: 'inverse', className: 'mt-1' })}>
            <Trans>See the offer</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
