import { useState } from 'react';
import { LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TeachingAnnouncement } from '@dokkho/contract/announcements';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useEditAnnouncement,
  useTeachingAnnouncements,
} from '../api/announcements';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementForm } from './announcement-form';

function Delivery({ announcement }: { announcement: TeachingAnnouncement }) {
  const told = announcement.recipients;
  const emailed = announcement.emailed;
  return (
    <p className="mt-3 text-sm text-slate-600">
      <Plural value={told} one="Told # learner" other="Told # learners" />
      {' · '}
      <Plural value={emailed} one="# by e-mail" other="# by e-mail" />
    </p>
  );
}

function AnnouncementEntry({ announcement }: { announcement: TeachingAnnouncement }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const edit = useEditAnnouncement();
  const remove = useDeleteAnnouncement();

  if (editing) {
    return (
      <div className="rounded-card bg-white p-4 shadow-card sm:p-5">
        <AnnouncementForm
          initial={{ title: announcement.title, body: announcement.body }}
          pending={edit.isPending}
          onSave={async (values) => {
            const saved = await edit.mutateAsync({ id: announcement.id, ...values });
            setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      </div>
    );
  }
  const title = announcement.title;
  return (
    <>
      <AnnouncementCard
        announcement={announcement}
        showCourse={false}
        footer={
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
            <Delivery announcement={announcement} />
            <div className="flex gap-2">
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                <Trans>Edit</Trans>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                <Trans>Delete</Trans>
              </Button>
            </div>
          </div>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete “${title}”?`}
        description={t`Learners will no longer find it on their announcements page. E-mails already sent cannot be called back.`}
        pending={remove.isPending}
        formError={deleteError}
        onSubmit={(event) => {
          event.preventDefault();
          setDeleteError(null);
          remove.mutate(announcement.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) =>
              setDeleteError(error instanceof Error ? error.message : t`Something went wrong.`),
          });
        }}
        onDismiss={() => setDeleteError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
      />
    </>
  );
}

/**
 * The "Announcements" section of /ir-dashboard/course-details/{id} (issue 17 item 7): write to every
 * learner of the course, and the announcements already sent, with edit and delete. Only a published (or
 * archived) course has learners to write to.
 */
export function InstructorAnnouncements({
  courseId,
  canAnnounce,
}: {
  courseId: number;
  canAnnounce: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const list = useTeachingAnnouncements(courseId);
  const create = useCreateAnnouncement(courseId);
  const [sent, setSent] = useState<string | null>(null);
  const first = list.data?.pages[0];
  const announcements = list.data?.pages.flatMap((page) => page.results);

  return (
    <section aria-labelledby="announcements-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id="announcements-title" className="text-lg font-bold text-slate-900">
        <Trans>Announcements</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Write to every learner of this course: they see it in their notifications and get it by e-mail.
        </Trans>
      </p>
      <div className="mt-4">
        {canAnnounce ? (
          <AnnouncementForm
            audience={first?.audience}
            pending={create.isPending}
            onSave={async (values) => {
              setSent(null);
              const created = await create.mutateAsync(values);
              const told = format.number(created.recipients);
              setSent(t`Sent to ${told} learners.`);
              return created;
            }}
          />
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <Trans>Once the course is published, you can write to its learners here.</Trans>
          </p>
        )}
        {sent ? (
          <p role="status" className="mt-3 rounded-lg bg-success-50 p-3 text-sm font-medium text-success-700">
            {sent}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        {announcements && announcements.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No announcements on this course yet.</Trans>
          </p>
        ) : announcements ? (
          <>
            <ul className="space-y-3">
              {announcements.map((announcement) => (
                <li key={announcement.id}>
                  <AnnouncementEntry announcement={announcement} />
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : null}
                  <Trans>Show older announcements</Trans>
                </Button>
              </div>
            ) : null}
          </>
        ) : list.isError ? (
          <LoadErrorNotice
            size="sm"
            title={t`We couldn’t load the announcements`}
            error={list.error}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              <Trans>Loading the announcements</Trans>
            </span>
            <Skeleton className="h-32 w-full rounded-card" />
          </div>
        )}
      </div>
    </section>
  );
}
