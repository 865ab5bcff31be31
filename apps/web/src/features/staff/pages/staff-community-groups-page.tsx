import { useState } from 'react';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffCommunityGroup } from '@dokkho/contract/community-groups';
import { COMMUNITY_PLATFORM_LABELS, COMMUNITY_TOPIC_LABELS } from '../../../shared/labels/events';
import { buttonClasses } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { useSaveCommunityGroup, useStaffCommunityGroups } from '../api/community-groups';
import { CommunityGroupDialog } from '../components/community-group-dialog';
import { DoneMessage } from '../components/status-tabs';

function GroupRow({
  group,
  onEdit,
  onDone,
}: {
  group: StaffCommunityGroup;
  onEdit: (group: StaffCommunityGroup) => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const toggle = useSaveCommunityGroup(group.id);
  const name = group.name_en;
  const total = group.clicks;
  const recent = group.clicks_last_30_days;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{group.name_en}</h2>
          <p lang="bn" className="text-sm break-words text-slate-700">
            {group.name_bn}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {i18n._(COMMUNITY_PLATFORM_LABELS[group.platform])} ·{' '}
            {i18n._(COMMUNITY_TOPIC_LABELS[group.topic])} · <Trans>order {group.sort_order}</Trans>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${group.active ? 'bg-success-50 text-success-700' : 'bg-slate-100 text-slate-600'}`}
        >
          {group.active ? t`Active` : t`Switched off`}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-800" data-testid="group-clicks">
        {t`${plural(total, { one: '# join click', other: '# join clicks' })}`} ·{' '}
        <span className="text-slate-600">{t`${plural(recent, { one: '# in the last 30 days', other: '# in the last 30 days' })}`}</span>
      </p>
      <a
        href={group.invite_url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-flex items-center gap-1 text-sm break-all text-primary-700 hover:underline"
      >
        {group.invite_url}
        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      </a>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onEdit(group)}
          aria-label={t`Edit “${name}”`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(
              { active: !group.active },
              {
                onSuccess: () =>
                  onDone(group.active ? t`Switched off “${name}”.` : t`“${name}” is active again.`),
                onError: (error) => onDone(error.message),
              },
            )
          }
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {group.active ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>}
        </button>
      </div>
    </li>
  );
}

/**
 * /staff/community-groups (issue 18 item 7): the WhatsApp, Facebook and Telegram groups on /join-group,
 * with their counted join clicks. Staff add, edit and switch them off (a switched-off group stays here).
 */
export function StaffCommunityGroupsPage() {
  const { t } = useLingui();
  const groups = useStaffCommunityGroups();
  const [done, setDone] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ group: StaffCommunityGroup | null } | null>(null);

  return (
    <>
      <PageHeading
        title={t`Community groups`}
        description={t`The groups learners join from the Join the community page, and how many clicked to join.`}
        actions={
          <button
            type="button"
            onClick={() => {
              setDone(null);
              setDialog({ group: null });
            }}
            className={buttonClasses()}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add group</Trans>
          </button>
        }
      />
      <DoneMessage message={done} />
      <QueryStates
        query={groups}
        errorTitle={t`We couldn’t load the community groups`}
        errorSize="sm"
        loadingLabel={t`Loading community groups`}
        skeletons={
          <div className="space-y-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-28 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Notice
            size="sm"
            illustration={<SignpostIllustration />}
            title={t`No community groups yet`}
            description={t`Add the first WhatsApp, Facebook or Telegram group for learners to join.`}
          />
        }
      >
        {(data) => (
          <ul aria-label={t`Community groups`} className="grid gap-3 lg:grid-cols-2">
            {data.results.map((group) => (
              <GroupRow
                key={group.id}
                group={group}
                onDone={setDone}
                onEdit={(chosen) => {
                  setDone(null);
                  setDialog({ group: chosen });
                }}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      <CommunityGroupDialog
        group={dialog?.group ?? null}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onSaved={(group) => {
          const name = group.name_en;
          setDone(dialog?.group ? t`Saved “${name}”.` : t`Added “${name}”.`);
          setDialog(null);
        }}
      />
    </>
  );
}
