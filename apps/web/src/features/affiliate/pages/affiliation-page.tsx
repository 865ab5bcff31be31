import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BadgePercent,
  CheckCircle2,
  HandCoins,
  Link2,
  MailWarning,
  PartyPopper,
  Share2,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { type AffiliatePayoutDetails, type AffiliateTerms } from '@dokkho/contract/affiliate';
import { ApiError } from '@dokkho/contract/errors';
import { EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE } from '@dokkho/contract/roles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useProgramme } from '../api/get-programme';
import {
  PAYOUT_DETAILS_FIELDS,
  PayoutDetailsFields,
  usePayoutDetailsForm,
} from '../../../shared/payouts/payout-method-fields';
import { formatPercent } from '../lib/format';
import { AFFILIATE_DASHBOARD_PATH } from '../lib/paths';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

/** Who is looking, as the app shell knows it (the account belongs to features/auth). */
export type AffiliationViewer =
  | { state: 'signed-out' }
  | { state: 'loading' }
  | { state: 'member'; emailConfirmed: boolean; email: string }
  | { state: 'affiliate' };

export interface AffiliationPageProps {
  viewer: AffiliationViewer;
  /** POST affiliate/api/v2/affiliate/, updating the cached roles: answers the new referral code. */
  join: (details: AffiliatePayoutDetails) => Promise<{ referralCode: string }>;
  /** The "send the confirmation e-mail again" control. */
  resendConfirmation: ReactNode;
}

/** What a sale of a ৳3,500 course looks like, priced the way the server prices it (floors, in poisha). */
function example(terms: AffiliateTerms) {
  const price = 350_000;
  const discount = Math.floor((price * terms.buyer_discount_percent) / 100);
  const paid = price - discount;
  const commission = Math.floor((paid * terms.commission_percent * 100) / 10_000);
  return { price, paid, commission };
}

function JoinForm({
  join,
  resendConfirmation,
  onJoined,
}: Pick<AffiliationPageProps, 'join' | 'resendConfirmation'> & { onJoined: (code: string) => void }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const form = usePayoutDetailsForm({ payout_method: 'bkash', payout_account: '' });
  const { handleSubmit, setError } = form;

  const submit = handleSubmit(async (values) => {
    setPending(true);
    try {
      const { referralCode } = await join(values);
      onJoined(referralCode);
    } catch (error) {
      // The server refuses the role until the e-mail is confirmed (its message says so): offer the e-mail.
      if (error instanceof ApiError && error.status === 403) setNeedsConfirmation(true);
      setFormError(applyServerErrors(error, PAYOUT_DETAILS_FIELDS, setError));
    } finally {
      setPending(false);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setNeedsConfirmation(false);
    void submit(event);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Join the affiliate programme`}>
      <PayoutDetailsFields form={form} />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {needsConfirmation ? resendConfirmation : null}
      <Button
        type="submit"
        size="lg"
        variant="accent"
        className="w-full"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? <SubmitProgress label={t`Joining…`} /> : <Trans>Join the programme</Trans>}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans>Free to join. You can change the account later.</Trans>
      </p>
    </form>
  );
}

function DashboardLink() {
  return (
    <Link to={AFFILIATE_DASHBOARD_PATH} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      <Trans>Go to your dashboard</Trans>
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

/** The sign-up card: its content follows who is looking. */
function JoinCard({ viewer, join, resendConfirmation }: AffiliationPageProps) {
  const { t } = useLingui();
  const [joinedCode, setJoinedCode] = useState<string | null>(null);
  let body: ReactNode;
  if (joinedCode) {
    body = (
      <>
        <PartyPopper aria-hidden="true" className="size-10 text-accent-600" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">
          <Trans>Welcome to the programme!</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>
            Your referral code is <strong className="font-mono text-slate-900">{joinedCode}</strong>. Pick a
            course on your dashboard and share its link.
          </Trans>
        </p>
        <div className="mt-5">
          <DashboardLink />
        </div>
      </>
    );
  } else if (viewer.state === 'affiliate') {
    body = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-10 text-success-600" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">
          <Trans>You are an affiliate</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>Your links, sales and earnings are on your dashboard.</Trans>
        </p>
        <div className="mt-5">
          <DashboardLink />
        </div>
      </>
    );
  } else if (viewer.state === 'signed-out') {
    body = (
      <>
        <h2 className="text-xl font-bold text-slate-900">
          <Trans>Join in a minute</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>Log in or create a free Dokkho account, then tell us where to send your earnings.</Trans>
        </p>
        <Button size="lg" variant="accent" className="mt-5 w-full" onClick={openLoginDialog}>
          <UserPlus aria-hidden="true" className="size-5" />
          <Trans>Log in to join</Trans>
        </Button>
        <p className="mt-3 text-center text-sm text-slate-600">
          <Trans>
            New here?{' '}
            <Link to="/register" className="font-semibold text-primary-700 hover:underline">
              Create an account
            </Link>
          </Trans>
        </p>
      </>
    );
  } else if (viewer.state === 'loading') {
    body = (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your account</Trans>
        </span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-12 w-full rounded-lg" />
        <Skeleton className="mt-4 h-11 w-full rounded-lg" />
        <Skeleton className="mt-5 h-12 w-full rounded-lg" />
      </div>
    );
  } else if (!viewer.emailConfirmed) {
    const email = viewer.email;
    body = (
      <>
        <MailWarning aria-hidden="true" className="size-10 text-warning-700" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">
          <Trans>Confirm your e-mail first</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          {EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE}{' '}
          <Trans>
            We sent the link to{' '}
            <strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>.
          </Trans>
        </p>
        {resendConfirmation}
      </>
    );
  } else {
    body = (
      <>
        <h2 className="text-xl font-bold text-slate-900">
          <Trans>Join the programme</Trans>
        </h2>
        <p className="mt-1 mb-5 text-slate-600">
          <Trans>Where should we send your earnings?</Trans>
        </p>
        <JoinForm join={join} resendConfirmation={resendConfirmation} onJoined={setJoinedCode} />
      </>
    );
  }
  return (
    <section
      id="join"
      aria-label={t`Sign up`}
      className="scroll-mt-24 rounded-card bg-white p-5 shadow-raised sm:p-7"
    >
      {body}
    </section>
  );
}

function Programme({
  terms,
  viewer,
  join,
  resendConfirmation,
}: AffiliationPageProps & { terms: AffiliateTerms }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const sale = example(terms);
  const commission = formatPercent(terms.commission_percent, format.locale);
  const buyerDiscount = formatPercent(terms.buyer_discount_percent, format.locale);
  const minimum = format.taka(terms.payout_minimum);
  const examplePrice = format.taka(sale.price);
  const days = terms.attribution_days;
  // "bKash, Nagad or a bank account".
  const methodNames = terms.payout_methods.map((method) =>
    method === 'bank' ? t`a bank account` : i18n._(PAYOUT_METHOD_LABELS[method]),
  );
  const firstMethods = methodNames.slice(0, -1).join(', ');
  const lastMethod = methodNames.at(-1) ?? '';
  const methods = methodNames.length > 1 ? t`${firstMethods} or ${lastMethod}` : lastMethod;
  const faq: { q: string; a: string }[] = [
    {
      q: t`Who can join?`,
      a: t`Anyone with a Dokkho account and a confirmed e-mail: students, teachers, bloggers, YouTubers, community admins. Joining is free.`,
    },
    {
      q: t`How long does my link count?`,
      a: t`${plural(days, {
        one: '# day. If someone opens your link and buys the course within # day, the sale is yours, even if they come back later on their own. The last affiliate link they opened counts.',
        other:
          '# days. If someone opens your link and buys the course within # days, the sale is yours, even if they come back later on their own. The last affiliate link they opened counts.',
      })}`,
    },
    {
      q: t`Which courses can I share?`,
      a: t`Every paid course. Pick one on your dashboard and copy its link; it carries your referral code.`,
    },
    {
      q: t`When and how do I get paid?`,
      a: t`When your balance reaches ${minimum}, request a payout from your dashboard to ${methods}. We pay within 7 working days. One request at a time.`,
    },
    {
      q: t`What if a buyer gets a refund?`,
      a: t`The commission of a refunded order is taken back from your balance. It stays in your history, marked as reversed.`,
    },
    {
      q: t`Can I use my own link?`,
      a: t`No: your own purchases earn no commission and no discount. The programme rewards bringing new learners.`,
    },
  ];
  const steps = [
    {
      icon: UserPlus,
      title: t`Join for free`,
      text: t`Sign up with your account and add your bKash, Nagad or bank details.`,
    },
    {
      icon: Share2,
      title: t`Share course links`,
      text: t`Copy a course link with your code and post it where your audience is: Facebook, YouTube, WhatsApp.`,
    },
    {
      icon: Wallet,
      title: t`Get paid`,
      text: t`Earn ${commission} of every sale and cash out from ${minimum}.`,
    },
  ];
  const earnings = [
    {
      icon: BadgePercent,
      title: t`${commission} commission`,
      text: t`Of what the buyer pays, on every paid course bought through your link.`,
    },
    {
      icon: HandCoins,
      title: t`Buyers save ${buyerDiscount}`,
      text: t`Your link takes ${buyerDiscount} off at checkout, so it is worth sharing and clicking.`,
    },
    {
      icon: Wallet,
      title: t`Payouts from ${minimum}`,
      text: t`To ${methods}, whenever your balance reaches it.`,
    },
  ];
  const cta =
    viewer.state === 'affiliate' ? (
      <Link to={AFFILIATE_DASHBOARD_PATH} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
        <Trans>Open your dashboard</Trans>
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    ) : viewer.state === 'signed-out' ? (
      <Button variant="accent" size="lg" onClick={openLoginDialog}>
        <Trans>Join the programme</Trans>
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    ) : (
      <a href="#join" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
        <Trans>Join the programme</Trans>
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
    );

  return (
    <div className="bg-slate-50">
      <section aria-labelledby="affiliation-title" className="bg-linear-to-b from-primary-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-10 sm:px-6 sm:pt-12 lg:grid-cols-[1.1fr_0.9fr] lg:items-start lg:px-8 lg:pb-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary-800 shadow-card">
              <HandCoins aria-hidden="true" className="size-4 text-accent-600" />
              <Trans>Affiliate programme</Trans>
            </p>
            <h1
              id="affiliation-title"
              className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              <Trans>Earn {commission} on every course you share</Trans>
            </h1>
            <p className="mt-4 max-w-xl text-lg text-pretty text-slate-700">
              <Trans>
                Share Dokkho courses with your own link. The people you bring save {buyerDiscount}, and you
                earn a commission on every purchase.
              </Trans>
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">{cta}</div>

            <div className="mt-8 rounded-card bg-primary-900 p-5 text-white shadow-card">
              <p className="text-sm font-semibold text-primary-200">
                <Trans>For example, a {examplePrice} course</Trans>
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-4">
                <div>
                  <dt className="text-sm text-primary-200">
                    <Trans>Your follower pays</Trans>
                  </dt>
                  <dd className="text-2xl font-bold tabular-nums">{format.taka(sale.paid)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-primary-200">
                    <Trans>You earn</Trans>
                  </dt>
                  <dd className="text-2xl font-bold text-accent-300 tabular-nums">
                    {format.taka(sale.commission)}
                  </dd>
                </div>
              </dl>
            </div>
          </div>
          <JoinCard viewer={viewer} join={join} resendConfirmation={resendConfirmation} />
        </div>
      </section>

      <section aria-labelledby="earn-title" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="earn-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>What you earn</Trans>
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {earnings.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card bg-white p-5 shadow-card">
              <Icon aria-hidden="true" className="size-7 text-primary-700" />
              <h3 className="mt-3 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="how-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-slate-900">
                  {format.number(index + 1)}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                    <Icon aria-hidden="true" className="size-5 text-primary-700" />
                    {title}
                  </h3>
                  <p className="mt-1 text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 flex items-start gap-2 text-sm text-slate-600">
            <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 wrap-anywhere">
              <Trans>
                Links look like <span className="font-mono">…/courseDetails/12/affiliate/YOURCODE</span>
              </Trans>
            </span>
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="faq-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Questions</Trans>
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-card bg-white shadow-card">
          {faq.map(({ q, a }) => (
            <details key={q} className="group px-5">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-slate-900">
                {q}
                <span
                  aria-hidden="true"
                  className="text-xl text-primary-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-4 text-slate-600">{a}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

function ProgrammeSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the affiliate programme</Trans>
      </span>
      <Skeleton className="h-7 w-48 rounded-full" />
      <Skeleton className="mt-4 h-12 w-full max-w-xl" />
      <Skeleton className="mt-3 h-12 w-4/5 max-w-lg" />
      <Skeleton className="mt-6 h-12 w-56 rounded-lg" />
      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-card" />
        ))}
      </div>
    </div>
  );
}

/**
 * /affiliation (SPEC.md §2; issue 5 item 7): the programme (what an affiliate earns, what buyers save, the
 * payout minimum and methods, three steps, questions), numbers from the server's terms
 * (`GET affiliate/programme/`), and the sign-up: signed out -> the login dialog; signed in -> the short
 * form (POST affiliate/api/v2/affiliate/); an affiliate -> the dashboard.
 */
export function AffiliationPage(props: AffiliationPageProps) {
  const { t } = useLingui();
  const programme = useProgramme();
  if (programme.data) return <Programme terms={programme.data} {...props} />;
  if (programme.isError) {
    return (
      <LoadErrorPanel
        title={t`We couldn’t load the affiliate programme`}
        error={programme.error}
        onRetry={() => void programme.refetch()}
        isRetrying={programme.isFetching}
      />
    );
  }
  return <ProgrammeSkeleton />;
}
