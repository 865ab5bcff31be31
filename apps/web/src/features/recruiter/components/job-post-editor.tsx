import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { RecruiterJobDetail } from '@dokkho/contract/jobs';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useJobPost } from '../api/get-job-post';
import { JobPostForm } from './job-post-form';

/**
 * The job post editor as a sheet over the list (full screen on a phone, a wide side panel on a desktop),
 * opened by the address (`?post=new`, `?post=12`), so Back closes it and a reload keeps it open.
 */
export function JobPostEditor({
  postId,
  onClose,
  onSaved,
}: {
  /** 'new' or the id of a post to edit. */
  postId: 'new' | number;
  onClose: () => void;
  onSaved: (post: RecruiterJobDetail, intent: 'draft' | 'open' | 'save') => void;
}) {
  const { t } = useLingui();
  const existing = useJobPost(postId === 'new' ? null : postId);
  const title = postId === 'new' ? t`Post a job` : t`Edit job post`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[90] flex flex-col bg-white shadow-raised focus:outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[44rem] sm:max-w-full"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-4 sm:pl-6">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 pt-5 sm:px-6">
            {postId === 'new' ? (
              <JobPostForm onSaved={onSaved} onCancel={onClose} />
            ) : existing.isError ? (
              <div className="pb-6">
                <LoadErrorNotice
                  size="sm"
                  title={t`We couldn’t open this post`}
                  error={existing.error}
                  onRetry={() => void existing.refetch()}
                  isRetrying={existing.isFetching}
                />
              </div>
            ) : !existing.data ? (
              <div className="space-y-4" aria-busy="true">
                <span role="status" className="sr-only">
                  {t`Loading the post`}
                </span>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : (
              <JobPostForm key={existing.data.id} post={existing.data} onSaved={onSaved} onCancel={onClose} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
