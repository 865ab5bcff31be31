import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { FREE_CLASSES_PATH } from '../lib/paths';

/** An event id that does not exist (or a free class's id on a masterclass page). */
export function EventNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Class not found`}
        title={t`This class does not exist or was removed`}
        description={t`The link may be old. New free classes and masterclasses are added every week.`}
      >
        <Link to={FREE_CLASSES_PATH} className={buttonClasses()}>
          <Trans>See upcoming classes</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

export function EventLoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <LoadErrorPanel
      title={t`We couldn’t load this class`}
      error={error}
      onRetry={onRetry}
      isRetrying={isRetrying}
    >
      <Link to={FREE_CLASSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
        <Trans>See upcoming classes</Trans>
      </Link>
    </LoadErrorPanel>
  );
}
