import type { ReactNode } from 'react';
import { NO_RESPONSE_MESSAGE } from '@dokkho/contract/errors';
import { UnpluggedIllustration } from './illustrations';
import { RetryButton } from './notice';
import { StatusPanel } from './status-panel';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A page whose data failed to load (DESIGN.md principle 4): the server's message, a hint when the phone
 * is offline, "Try again", then the page's own way out (`children`).
 */
export function LoadErrorPanel({
  title,
  error,
  onRetry,
  isRetrying,
  children,
}: {
  title: ReactNode;
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const offline = error.message === NO_RESPONSE_MESSAGE;
  return (
    <StatusPanel
      illustration={<UnpluggedIllustration />}
      eyebrow={t`Something went wrong`}
      title={title}
      description={
        <>
          <p>{error.message}</p>
          {offline ? (
            <p className="mt-1">
              <Trans>Check your internet connection and try again.</Trans>
            </p>
          ) : null}
        </>
      }
    >
      <RetryButton onRetry={onRetry} isRetrying={isRetrying} />
      {children}
    </StatusPanel>
  );
}
