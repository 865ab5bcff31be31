import { useState } from 'react';
import { ApiError } from '@dokkho/contract/errors';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { useCooldown } from '../../../shared/hooks/use-cooldown';
import { Button } from '../../../shared/ui/button';
import { retryAfterSeconds, useResendEmailVerification } from '../api/resend-email-verification';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

type Outcome = { kind: 'sent'; message: string } | { kind: 'error'; message: string } | null;

/**
 * "Resend e-mail" with progress, the server's cooldown as a visible countdown (from `retry_after_seconds`
 * of the answer, or of a 429) and the outcome: a sent message (role=status) or an error (role=alert).
 */
export function ResendEmailVerification({ label }: { label?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const resend = useResendEmailVerification();
  const { secondsLeft, start } = useCooldown();
  const [outcome, setOutcome] = useState<Outcome>(null);

  function onResend() {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        setOutcome({ kind: 'sent', message: answer.detail });
        start(answer.retry_after_seconds);
      },
      onError: (error) => {
        setOutcome({ kind: 'error', message: error.message });
        if (error instanceof ApiError && error.status === 429) start(retryAfterSeconds(error));
      },
    });
  }

  const pending = resend.isPending;
  const coolingDown = secondsLeft > 0;
  const seconds = format.number(secondsLeft);
  return (
    <div className="mt-6">
      <Button
        size="lg"
        className="w-full"
        onClick={onResend}
        disabled={pending || coolingDown}
        aria-busy={pending}
      >
        {pending ? (
          <SubmitProgress label={t`Sending…`} />
        ) : coolingDown ? (
          t`Resend in ${seconds} s`
        ) : (
          (label ?? t`Resend e-mail`)
        )}
      </Button>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <div role="status">
        {outcome?.kind === 'sent' ? (
          <p className="mt-3 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
            {outcome.message}
          </p>
        ) : null}
      </div>
      {outcome?.kind === 'error' ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
