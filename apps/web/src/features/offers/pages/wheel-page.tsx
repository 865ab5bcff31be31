import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Gift, LogIn, RotateCw, Sparkles } from 'lucide-react';
import type { WheelCampaign, WheelSpin } from '@dokkho/contract/offers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useWheelSession } from '../api/get-wheel-session';
import { useSpinWheel } from '../api/spin-wheel';
import { QuietWheelIllustration } from '../components/illustrations';
import { PrizeWheel, SPIN_DURATION_MS } from '../components/prize-wheel';
import { describeTimeLeft, timeLeft } from '../lib/countdown';
import { ALL_COURSES_PATH, BUNDLE_OFFERS_PATH } from '../lib/paths';
import { restingRotation, spinTarget } from '../lib/wheel-geometry';

/**
 * idle: nothing in motion (a returning visitor's wheel rests on their prize); drawing: the server is
 * drawing; spinning: the wheel turns to what it drew; stopped: the prize is shown.
 */
type Phase = 'idle' | 'drawing' | 'spinning' | 'stopped';

function segmentIndex(campaign: WheelCampaign, position: number): number {
  return Math.max(
    0,
    campaign.segments.findIndex((segment) => segment.position === position),
  );
}

/** What the spin won, and what to do with it now. */
function WheelResult({ spin }: { spin: WheelSpin }) {
  const format = useFormat();
  const now = new Date();
  if (spin.prize.kind === 'none') {
    return (
      <div className="rounded-card bg-slate-50 p-5 ring-1 ring-slate-200">
        <h2 className="text-xl font-bold text-slate-900">
          <Trans>Better luck next time</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>
            The wheel did not land on a discount this time. There is one spin per person in each campaign, so
            watch out for the next one.
          </Trans>
        </p>
        <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          <Trans>Browse courses</Trans>
        </Link>
      </div>
    );
  }
  const prize = spin.prize.label;
  const expiry = format.dayMonthTime(spin.expires_at);
  const expired = new Date(spin.expires_at) <= now;
  return (
    <div className="rounded-card bg-accent-50 p-5 ring-1 ring-accent-200">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-800">
        <Gift aria-hidden="true" className="size-4" />
        <Trans>Your prize</Trans>
      </p>
      <h2 className="mt-1 text-2xl font-bold text-slate-900">
        <Trans>You won {prize}!</Trans>
      </h2>
      {spin.used ? (
        <p className="mt-2 text-slate-700">
          <Trans>You have used this discount on a purchase. Enjoy the course!</Trans>
        </p>
      ) : expired ? (
        <p className="mt-2 text-slate-700">
          <Trans>This discount expired on {expiry}.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>
              Use it at checkout before <strong>{expiry}</strong>. It is taken off automatically when you buy
              a course.
            </Trans>
          </p>
          <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'accent', className: 'mt-4' })}>
            <Trans>Choose a course</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

function WheelSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:px-8">
      <span className="sr-only" role="status">
        <Trans>Loading the wheel</Trans>
      </span>
      <Skeleton className="mx-auto aspect-square w-full max-w-[18rem] rounded-full sm:max-w-[24rem] lg:max-w-[26rem]" />
      <div className="space-y-4 lg:pt-16">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-12 w-48" />
      </div>
    </div>
  );
}

function Campaign({
  campaign,
  spin,
  signedIn,
}: {
  campaign: WheelCampaign;
  spin: WheelSpin | null;
  signedIn: boolean;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  usePageTitle(campaign.title);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const spinWheel = useSpinWheel();
  const [phase, setPhase] = useState<Phase>('idle');
  const [rotation, setRotation] = useState<number | null>(null);
  const count = campaign.segments.length;
  const resting = spin ? restingRotation(segmentIndex(campaign, spin.position), count) : 0;
  const shownRotation = rotation ?? resting;

  // The wheel reports its stop (transitionend); a tab in the background may never fire it, so a timer backs it up.
  useEffect(() => {
    if (phase !== 'spinning') return;
    const timer = window.setTimeout(() => setPhase('stopped'), SPIN_DURATION_MS + 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  // On a phone the prize appears under the wheel: bring it into view once the wheel has stopped.
  const controlsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase !== 'stopped') return;
    controlsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [phase, reducedMotion]);

  const onSpin = () => {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    setPhase('drawing');
    spinWheel.mutate(undefined, {
      onSuccess: (result) => {
        setRotation(spinTarget(shownRotation, segmentIndex(campaign, result.position), count));
        setPhase(reducedMotion ? 'stopped' : 'spinning');
      },
      onError: () => setPhase('idle'),
    });
  };

  const inMotion = phase === 'drawing' || phase === 'spinning';
  const showResult = spin !== null && !inMotion;
  const left = timeLeft(new Date(campaign.ends_at), new Date());
  const campaignEnd = format.dayMonthTime(campaign.ends_at);
  const remaining = describeTimeLeft(left, i18n).toLocaleLowerCase(format.locale);
  const prizeValidHours = format.number(campaign.prize_valid_hours);

  return (
    <div className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:gap-x-12 lg:gap-y-6 lg:px-8">
        <div className="lg:col-start-2 lg:row-start-1 lg:self-end">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold tracking-wide text-primary-700 uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            <Trans>Spin the wheel</Trans>
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {campaign.title}
          </h1>
          {campaign.description ? (
            <p className="mt-3 text-lg text-pretty text-slate-700">{campaign.description}</p>
          ) : null}
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-warning-700">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            <Trans>
              Campaign ends {campaignEnd} ({remaining})
            </Trans>
          </p>
        </div>

        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-center">
          <PrizeWheel
            segments={campaign.segments}
            rotation={shownRotation}
            animate={phase === 'spinning'}
            onSpinEnd={() => setPhase((current) => (current === 'spinning' ? 'stopped' : current))}
            highlight={showResult ? spin.position : null}
          />
        </div>

        <div ref={controlsRef} className="lg:col-start-2 lg:row-start-2 lg:self-start">
          <SpinControls
            spin={spin}
            signedIn={signedIn}
            inMotion={inMotion}
            showResult={showResult}
            onSpin={onSpin}
            error={spinWheel.error}
          />
          <p className="mt-6 text-sm text-slate-600">
            <Trans>
              Our server draws every prize with the same fixed odds. A won discount lasts {prizeValidHours}{' '}
              hours and is applied once, at checkout.
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}

/** The spin button, or the prize once the wheel has stopped; the result is announced to screen readers. */
function SpinControls({
  spin,
  signedIn,
  inMotion,
  showResult,
  onSpin,
  error,
}: {
  spin: WheelSpin | null;
  signedIn: boolean;
  inMotion: boolean;
  showResult: boolean;
  onSpin: () => void;
  error: Error | null;
}) {
  const { t } = useLingui();
  return (
    <div>
      <div aria-live="polite">{showResult && spin ? <WheelResult spin={spin} /> : null}</div>
      {spin === null || inMotion ? (
        <>
          <Button
            variant="accent"
            size="lg"
            onClick={onSpin}
            disabled={inMotion}
            className="w-full sm:w-auto sm:min-w-56"
          >
            {signedIn ? (
              <RotateCw aria-hidden="true" className={inMotion ? 'size-5 animate-spin' : 'size-5'} />
            ) : (
              <LogIn aria-hidden="true" className="size-5" />
            )}
            {inMotion ? t`Spinning…` : signedIn ? t`Spin the wheel` : t`Sign in to spin`}
          </Button>
          {!signedIn ? (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>Sign in with your Dokkho account: one spin per person.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
      {error && !inMotion ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** /wheel (SPEC.md §2, issue 5 item 5): the wheel campaign. The server draws; the wheel only shows it. */
export function WheelPage() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching, viewerId } = useWheelSession();
  if (isPending) return <WheelSkeleton />;
  if (isError) {
    return (
      <LoadErrorPanel
        title={t`We couldn’t load the wheel`}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  if (!data.campaign) {
    return (
      <StatusPanel
        illustration={<QuietWheelIllustration />}
        eyebrow={t`Spin the wheel`}
        title={t`No wheel campaign right now`}
        description={t`The wheel comes back with our next campaign. Meanwhile, bundles save you money on courses bought together.`}
      >
        <Link to={ALL_COURSES_PATH} className={buttonClasses()}>
          <Trans>Browse all courses</Trans>
        </Link>
        <Link to={BUNDLE_OFFERS_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See bundle offers</Trans>
        </Link>
      </StatusPanel>
    );
  }
  return <Campaign campaign={data.campaign} spin={data.spin} signedIn={viewerId !== null} />;
}
