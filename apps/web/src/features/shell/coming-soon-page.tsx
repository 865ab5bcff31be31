import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteHandle } from '../../shared/routing/route-handle';
import { buttonClasses } from '../../shared/ui/button';
import { BuildingIllustration } from '../../shared/ui/illustrations';
import { StatusPanel } from '../../shared/ui/status-panel';

/**
 * The one "coming soon" state for screens of SPEC.md §2 that later issues build. The route's `handle`
 * names the page and says what it will do, so every placeholder is specific and offers a way forward.
 */
export function ComingSoonPage() {
  const { t } = useLingui();
  const handle = useRouteHandle();
  const title = handle.title ?? t`This page`;
  const summary = handle.summary;
  return (
    <StatusPanel
      illustration={<BuildingIllustration />}
      eyebrow={t`Coming soon`}
      title={title}
      description={
        <>
          {summary ? <p className="font-medium text-slate-700">{summary}</p> : null}
          <p className="mt-2">
            <Trans>We are still building this page. In the meantime, find a course to start today.</Trans>
          </p>
        </>
      }
    >
      <Link to="/allcourses" className={buttonClasses()}>
        <Trans>Browse all courses</Trans>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Back to home</Trans>
      </Link>
    </StatusPanel>
  );
}
