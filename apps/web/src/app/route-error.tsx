import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { RotateCw } from 'lucide-react';
import { isChunkLoadError } from '../shared/routing/load-chunk';
import { Button, buttonClasses } from '../shared/ui/button';
import { SignpostIllustration, UnpluggedIllustration } from '../shared/ui/illustrations';
import { StatusPanel } from '../shared/ui/status-panel';
import { PlainHeader } from './layout/plain-header';
import { Trans, useLingui } from '@lingui/react/macro';

function reload() {
  window.location.reload();
}

function ReloadButton() {
  return (
    <Button onClick={reload}>
      <RotateCw aria-hidden="true" className="size-4" />
      <Trans>Reload</Trans>
    </Button>
  );
}

/** What a route error looks like inside the page area (SPEC.md §8). */
export function RouteErrorContent() {
  const { t } = useLingui();
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    // SPEC.md §8, §9: a page chunk that failed or took over 120 s. A reload fetches fresh chunks, which also
    // fixes a tab left open across a deploy (its old chunk names no longer exist).
    return (
      <StatusPanel
        illustration={<UnpluggedIllustration />}
        title={t`This page did not load.`}
        description={t`Check your connection and try again.`}
      >
        <ReloadButton />
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    );
  }

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow="404"
        title={t`We could not find that page`}
        description={t`It may have moved, or the link may be mistyped.`}
      >
        <Link to="/allcourses" className={buttonClasses()}>
          <Trans>Browse all courses</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel
      illustration={<UnpluggedIllustration />}
      title={t`Something went wrong on this page.`}
      description={
        <>
          <Trans>
            Reload to try again. If it keeps happening, please{' '}
            <Link to="/report-issue" className="font-medium text-primary-700 underline underline-offset-2">
              report the issue
            </Link>{' '}
            so we can fix it.
          </Trans>
        </>
      }
    >
      <ReloadButton />
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Go to the home page</Trans>
      </Link>
    </StatusPanel>
  );
}

/** Error element of the pages' boundary route: renders inside the layout, keeping header and footer. */
export function RouteErrorBoundary() {
  return <RouteErrorContent />;
}

/** Error element of the root route: the shell itself failed, so show the error under a plain header. */
export function RootErrorBoundary() {
  return (
    <>
      <PlainHeader />
      <main id="main" className="min-h-[70vh]">
        <RouteErrorContent />
      </main>
    </>
  );
}
