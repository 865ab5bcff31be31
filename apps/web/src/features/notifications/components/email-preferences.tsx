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

/**
 * Per kind, whether it is also e-mailed (the bell always has it). Only the groups of the person's roles
 * show (staff see all); each switch saves at once and stays after a reload.
 */
export function EmailPreferences({ roles }: { roles: readonly Role[] }) {
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
          <Trans>E-mail me about</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Everything still shows in the bell. Switch off what you would rather not get by e-mail.
          </Trans>
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
              <legend className="pt-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {i18n._(AUDIENCE_TITLES[audience])}
              </legend>
              <ul>
                {kinds.map((kind) => {
                  const on = preferences.data.email[kind];
                  const label = i18n._(KIND_LABELS[kind]);
                  if (IN_APP_ONLY_KINDS.includes(kind))
                    return (
                      <li key={kind} className="flex min-h-12 items-center justify-between gap-4 py-1">
                        <span className="text-sm text-slate-800">{label}</span>
                        <span className="shrink-0 text-xs text-slate-500">
                          <Trans>In the bell only</Trans>
                        </span>
                      </li>
                    );
                  return (
                    <li key={kind} className="flex min-h-12 items-center justify-between gap-4 py-1">
                      <span id={`pref-${kind}`} className="text-sm text-slate-800">
                        {label}
                      </span>
                      <button
                        type="button"
                        role="switch"
                        aria-checked={on}
                        aria-labelledby={`pref-${kind}`}
                        onClick={() => update.mutate({ email: { [kind]: !on } })}
                        className={clsx(
                          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
                          on ? 'bg-primary-700' : 'bg-slate-300',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
                            on ? 'translate-x-6' : 'translate-x-1',
                          )}
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
    </section>
  );
}
