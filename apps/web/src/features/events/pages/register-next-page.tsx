import { Link, Navigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useUpcomingMasterclass } from '../api/get-upcoming-masterclass';
import { EventDetailSkeleton } from '../components/event-detail-view';
import { EventLoadError } from '../components/event-states';
import { FREE_CLASSES_PATH, registerFormPath } from '../lib/paths';

/** /register-form without an id: the next upcoming masterclass's form, or a friendly way elsewhere. */
export function RegisterNextPage() {
  const { t } = useLingui();
  const upcoming = useUpcomingMasterclass();
  if (upcoming.data?.masterclass) {
    return <Navigate to={registerFormPath(upcoming.data.masterclass.id)} replace />;
  }
  if (upcoming.data) {
    return (
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Masterclass registration`}
        title={t`No masterclass is scheduled right now`}
        description={t`The next one is announced here and on the home page. Meanwhile, free live classes run every week.`}
      >
        <Link to={FREE_CLASSES_PATH} className={buttonClasses()}>
          <Trans>See the free classes</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    );
  }
  if (upcoming.isError) {
    return (
      <EventLoadError
        error={upcoming.error}
        onRetry={() => void upcoming.refetch()}
        isRetrying={upcoming.isFetching}
      />
    );
  }
  return <EventDetailSkeleton label={t`Finding the next masterclass`} />;
}
