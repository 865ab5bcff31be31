import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '@dokkho/contract/auth';
import {
  IN_APP_ONLY_KINDS,
  NOTIFICATION_KIND_ALSO_FOR,
  NOTIFICATION_KIND_AUDIENCE,
  NOTIFICATION_KINDS,
  type NotificationAudience,
  type NotificationKind,
} from '@dokkho/contract/notifications';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionError } from '../../../shared/ui/section-error';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notifications';

type Audience = NotificationAudience;

const AUDIENCE_TITLES: Record<Audience, MessageDescriptor> = {
  learner: msg`Learning`,
  job_seeker: msg`Job search`,
  recruiter: msg`Hiring`,
  affiliate: msg`Affiliate earnings`,
  instructor: msg`Teaching`,
};

const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  certificate_issued: msg`Certificates`,
  order_paid: msg`Payment receipts`,
  application_stage: msg`Application updates`,
  contact_request: msg`Recruiters who want to contact you`,
  application_received: msg`New applications (an hourly digest)`,
  affiliate_sale: msg`Sales through your links`,
  payout_decided: msg`Payout decisions`,
  course_published: msg`Your course is published`,
  course_sent_back: msg`Your course is sent back for changes`,
  question_answered: msg`Answers to your questions`,
  question_followed_up: msg`Follow-ups from classmates on your questions`,
  course_announcement: msg`Announcements from your instructors`,
  question_asked: msg`Questions from your learners`,
  review_received: msg`Reviews of your courses`,
  course_enrolled: msg`New learners enrolled in your courses`,
  live_class_scheduled: msg`New live classes in your courses`,
  live_class_changed: msg`Live classes rescheduled or cancelled`,
  live_class_recording: msg`Recordings of live classes`,
  live_class_reminder: msg`Reminders an hour before a live class`,
  event_update: msg`Masterclasses and free classes you registered for`,
};

/**
 * Each kind once, in the first of its groups the reader has: payout decisions belong to affiliates and to
 * instructors alike (the contract's NOTIFICATION_KIND_ALSO_FOR).
 */
function kindsByAudience(audiences: readonly Audience[]): Map<Audience, NotificationKind[]> {
  const groups = new Map(audiences.map((audience) => [audience, [] as NotificationKind[]]));
  for (const kind of NOTIFICATION_KINDS) {
    const home = [NOTIFICATION_KIND_AUDIENCE[kind], ...(NOTIFICATION_KIND_ALSO_FOR[kind] ?? [])].find(
      (audience) => groups.has(audience),
    );
    if (home) groups.get(home)!.push(kind);
  }
  return groups;
}

function Switch(props: { on: boolean; labelledBy: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.on}
      aria-labelledby={props.labelledBy}
      onClick={props.onToggle}
      className={clsx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
        props.on ? 'bg-primary-700' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          props.on ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </button>
  );
}

/**
 * Per kind, whether it is also e-mailed, and (`withPush`: the server pushes) whether it is pushed to the
 * devices where notifications are on (docs/decisions/037); the bell always has it. Only the groups of the
 * person's roles show (staff see all); each switch saves at once and stays after a reload.
 */
export function EmailPreferences({
  roles,
  withPush = false,
}: {
  roles: readonly Role[];
  withPush?: boolean;
}) {
  const { t, i18n } = useLingui();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const staff = roles.includes('staff');
  const groups = kindsByAudience(
    (Object.keys(AUDIENCE_TITLES) as Audience[]).filter(
      (audience) => audience === 'learner' || staff || roles.includes(audience),
    ),
  );

  return (
    <section aria-labelledby="email-preferences" className="rounded-card border border-slate-200 bg-white">
      <div className="border-b border-slate-100 px-4 py-4 sm:px-5">
        <h2 id="email-preferences" className="text-lg font-bold text-slate-900">
          {withPush ? <Trans>Also tell me about</Trans> : <Trans>E-mail me about</Trans>}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {withPush ? (
            <Trans>
              Everything still shows in the bell. Choose what also comes by e-mail, and to the devices where
              you turned notifications on.
            </Trans>
          ) : (
            <Trans>
              Everything still shows in the bell. Switch off what you would rather not get by e-mail.
            </Trans>
          )}
        </p>
      </div>
      {update.isError ? (
        <div className="mx-4 mt-4">
          <FormAlert>
            <Trans>That switch could not be saved. Check your connection and try again.</Trans>
          </FormAlert>
        </div>
      ) : null}
      {preferences.isError && !preferences.data ? (
        <SectionError
          what={t`your e-mail settings`}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          isRetrying={preferences.isFetching}
          className="m-4"
        />
      ) : !preferences.data ? (
        <div className="space-y-3 p-4" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <div className="divide-y divide-slate-100">
          {[...groups].map(([audience, kinds]) => (
            <fieldset key={audience} className="px-4 py-3 sm:px-5">
              <legend className="sr-only">{i18n._(AUDIENCE_TITLES[audience])}</legend>
              {/* The group's title, and over the switches the channel each column is. */}
              <div aria-hidden="true" className="flex items-end gap-3 pt-2">
                <span className="flex-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                  {i18n._(AUDIENCE_TITLES[audience])}
                </span>
                {withPush ? (
                  <>
                    <span className="w-12 text-center text-xs text-slate-500">
                      <Trans>E-mail</Trans>
                    </span>
                    <span className="w-12 text-center text-xs text-slate-500">
                      <Trans context="notification channel">Device</Trans>
                    </span>
                  </>
                ) : null}
              </div>
              <ul>
                {kinds.map((kind) => {
                  const label = i18n._(KIND_LABELS[kind]);
                  const bellOnly = IN_APP_ONLY_KINDS.includes(kind);
                  return (
                    <li key={kind} className="flex min-h-12 items-center gap-3 py-1">
                      <div className="flex-1 text-sm text-slate-800">
                        <span id={`pref-${kind}`}>{label}</span>
                        {bellOnly && withPush ? (
                          <span className="block text-xs text-slate-500">
                            <Trans>Not by e-mail</Trans>
                          </span>
                        ) : null}
                      </div>
                      {bellOnly ? (
                        withPush ? (
                          <span aria-hidden="true" className="w-12 text-center text-slate-400">
                            –
                          </span>
                        ) : (
                          <span className="shrink-0 text-xs text-slate-500">
                            <Trans>In the bell only</Trans>
                          </span>
                        )
                      ) : (
                        <Switch
                          on={preferences.data.email[kind]}
                          labelledBy={`pref-${kind}${withPush ? ' pref-channel-email' : ''}`}
                          onToggle={() => update.mutate({ email: { [kind]: !preferences.data.email[kind] } })}
                        />
                      )}
                      {withPush ? (
                        <Switch
                          on={preferences.data.push[kind]}
                          labelledBy={`pref-${kind} pref-channel-push`}
                          onToggle={() => update.mutate({ push: { [kind]: !preferences.data.push[kind] } })}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
          {/* What the switches' names end with, for screen readers ("Certificates, by e-mail"). */}
          <span id="pref-channel-email" hidden>
            {t`by e-mail`}
          </span>
          <span id="pref-channel-push" hidden>
            {t`on your devices`}
          </span>
        </div>
      )}
    </section>
  );
}
