import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useBecomeJobSeeker } from '../api/become-job-seeker';

/**
 * The one-tap "become a job seeker" (`POST user/api/v2/job_seeker/`), used where a dashboard asks for the
 * role and where Apply needs it: the button stays busy until the role is on (and, with `onBecome`, until
 * what follows has loaded, e.g. the apply form), and a failure shows the server's message under it.
 */
export function BecomeJobSeekerButton({
  label,
  className,
  onBecome,
}: {
  label: string;
  className: string;
  onBecome?: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const become = useBecomeJobSeeker();
  const [following, setFollowing] = useState(false);
  const pending = become.isPending || following;
  async function start() {
    try {
      await become.mutateAsync();
      if (onBecome) {
        setFollowing(true);
        await onBecome();
      }
    } catch {
      // The mutation's error is shown below.
    } finally {
      setFollowing(false);
    }
  }
  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className={className}
        onClick={() => void start()}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? <SubmitProgress label={t`Setting up…`} /> : label}
      </Button>
      {become.error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
        >
          {become.error.message}
        </p>
      ) : null}
    </>
  );
}
