import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GitBranch, Send } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { VersionOf } from '@dokkho/contract/course-versions';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { discardCourseVersion, openCourseVersion, submitCourseVersion } from '../api/course-editor';
import { editCoursePath } from '../lib/paths';

const MY_COURSES = '/ir-dashboard/my-courses';

/** The server's sentences of a failed call: each missing thing of a 400 on its own line. */
function messagesOf(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const body = error.body;
  if (
    error.status === 400 &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    !('detail' in body)
  ) {
    return Object.values(body as Record<string, unknown>).flatMap((value) =>
      Array.isArray(value) ? value.map(String) : [String(value)],
    );
  }
  return [error.message];
}

/** Every teaching and editor query of the viewer: my courses shows the version's state after a move. */
function useRefreshTeaching() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return () => queryClient.invalidateQueries({ queryKey: ['me', viewerId] });
}

/**
 * The editor of a published course's new version (docs/decisions/038): says that learners keep the
 * published course, submits the version for review (before that, the autosave is flushed) or discards it.
 */
export function VersionBanner({
  versionId,
  versionOf,
  beforeSubmit,
}: {
  versionId: number;
  versionOf: VersionOf;
  beforeSubmit: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const refresh = useRefreshTeaching();
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);
  const title = versionOf.title;
  const submit = useMutation({
    mutationFn: async () => {
      await beforeSubmit();
      return submitCourseVersion(versionId);
    },
    onSuccess: async () => {
      await refresh();
      void navigate(MY_COURSES);
    },
    onError: (error) => setProblems(messagesOf(error, t`Something went wrong. Please try again.`)),
  });
  const discard = useMutation({
    mutationFn: () => discardCourseVersion(versionOf.id),
    onSuccess: async () => {
      await refresh();
      void navigate(MY_COURSES);
    },
  });

  return (
    <section
      aria-labelledby="course-version-title"
      className="mb-4 rounded-card bg-sky-50 p-4 ring-1 ring-sky-200 sm:p-5"
    >
      <h2 id="course-version-title" className="flex items-center gap-2 font-semibold text-sky-950">
        <GitBranch aria-hidden="true" className="size-5 shrink-0" />
        <Trans>New version</Trans>
      </h2>
      <p className="mt-1 text-sm text-sky-950">
        <Trans>
          You are editing a new version of {title}. Learners keep seeing the published version until this one
          is reviewed and published.
        </Trans>
      </p>
      {problems ? (
        <div className="mt-3">
          <FormAlert>
            <p>
              <Trans>The version cannot be submitted yet:</Trans>
            </p>
            <ul className="list-disc ps-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() => {
            setProblems(null);
            submit.mutate();
          }}
          disabled={submit.isPending}
        >
          <Send aria-hidden="true" className="size-4" />
          {submit.isPending ? t`Submitting…` : t`Submit this version for review`}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <Trans>Discard this version</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Discard this version?`}
        description={t`Every change made in it is deleted. The published course stays as learners see it now.`}
        pending={discard.isPending}
        formError={
          discard.isError ? messagesOf(discard.error, t`Something went wrong. Please try again.`)[0]! : null
        }
        onDismiss={() => discard.reset()}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          discard.mutate();
        }}
        cancelLabel={t`Keep editing`}
        submitLabel={t`Discard`}
        pendingLabel={t`Discarding…`}
      />
    </section>
  );
}

/**
 * "Edit" on a published course: opens its version in progress, or starts one (a copy of the course), then
 * goes to the editor.
 */
export function useOpenCourseVersion() {
  const navigate = useNavigate();
  const refresh = useRefreshTeaching();
  return useMutation({
    mutationFn: (publishedId: number) => openCourseVersion(publishedId),
    onSuccess: async (version) => {
      await refresh();
      void navigate(editCoursePath(version.id));
    },
  });
}
