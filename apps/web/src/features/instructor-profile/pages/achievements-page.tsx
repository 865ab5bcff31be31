import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Award, ExternalLink } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AchievementInput,
  INSTRUCTOR_LIMITS,
  type Achievement,
  type AchievementValues,
} from '@dokkho/contract/instructors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useFormat } from '../../../shared/i18n/format';
import { FormField } from '../../../shared/ui/form-field';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  useAchievements,
  useOrderAchievements,
  useRemoveAchievement,
  useSaveAchievement,
} from '../api/lists';
import { useOwnProfile } from '../api/profile';
import { EntryForm } from '../components/entry-form';
import { OrderedEntries, type CloseForm } from '../components/ordered-entries';
import { ProfileFrame } from '../components/profile-frame';
import { formatYear } from '../lib/years';

interface AchievementForm {
  title: string;
  issuer: string;
  year: string;
  url: string;
}

const FIELDS = ['title', 'issuer', 'year', 'url'] as const;

/** An example address, written the same in both languages (a URL, not text to translate). */
const LINK_EXAMPLE = 'https://example.com';

const toForm = (entry: Achievement | null): AchievementForm => ({
  title: entry?.title ?? '',
  issuer: entry?.issuer ?? '',
  year: entry?.year === null || entry?.year === undefined ? '' : String(entry.year),
  url: entry?.url ?? '',
});

function AchievementEditor({ entry, close }: { entry: Achievement | null; close: CloseForm }) {
  const { t } = useLingui();
  const save = useSaveAchievement();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AchievementForm, unknown, AchievementValues>({
    resolver: zodResolver(AchievementInput) as never,
    defaultValues: toForm(entry),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: entry?.id ?? null, body: values });
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });
  return (
    <EntryForm
      title={entry ? t`Edit achievement` : t`New achievement`}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        setFormError(null);
        void submit(event);
      }}
      onCancel={close}
      pending={save.isPending}
      formError={formError}
    >
      <FormField
        label={t`Achievement`}
        placeholder={t`e.g. Winner, BASIS National ICT Awards`}
        maxLength={INSTRUCTOR_LIMITS.titleMax}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField
          label={t`Given by or where`}
          optional
          placeholder={t`e.g. BASIS, Dhaka`}
          error={errors.issuer?.message}
          {...register('issuer')}
        />
        <FormField
          label={t`Year`}
          optional
          inputMode="numeric"
          placeholder="2024"
          error={errors.year?.message}
          {...register('year')}
        />
      </div>
      <FormField
        label={t`Link`}
        optional
        inputMode="url"
        placeholder={LINK_EXAMPLE}
        help={t`A news story, certificate or page that shows it.`}
        error={errors.url?.message}
        {...register('url')}
      />
    </EntryForm>
  );
}

function AchievementSummary({ entry }: { entry: Achievement }) {
  const format = useFormat();
  const details = [entry.issuer, entry.year === null ? '' : formatYear(format, entry.year)].filter(Boolean);
  return (
    <div className="flex gap-3">
      <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{entry.title}</p>
        {details.length > 0 ? <p className="text-sm text-slate-600">{details.join(' · ')}</p> : null}
        {entry.url ? (
          <a
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-1 inline-flex items-center gap-1 text-sm font-medium break-all text-primary-700 underline underline-offset-2"
          >
            {new URL(entry.url).hostname}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** /ir-dashboard/update-profile/achievements (issue 17 item 1): awards and results, in the order chosen. */
export function AchievementsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const profile = useOwnProfile();
  const achievements = useAchievements();
  const save = useOrderAchievements();
  const remove = useRemoveAchievement();
  const limit = format.number(INSTRUCTOR_LIMITS.listMax);
  return (
    <ProfileFrame
      title={t`Achievements`}
      description={t`Awards, results and recognition that show learners why to learn from you.`}
      instructorId={profile.data?.id}
    >
      <QueryStates
        query={achievements}
        errorTitle={t`We couldn’t load your achievements`}
        loadingLabel={t`Loading your achievements`}
        skeletons={
          <div className="space-y-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20 rounded-card" />
            ))}
          </div>
        }
        isEmpty={() => false}
        empty={null}
      >
        {(entries) => (
          <OrderedEntries
            entries={entries}
            limit={INSTRUCTOR_LIMITS.listMax}
            entryName={(entry) => entry.title}
            render={(entry) => <AchievementSummary entry={entry} />}
            renderForm={(entry, close) => <AchievementEditor entry={entry} close={close} />}
            labels={{
              list: t`Your achievements`,
              add: t`Add an achievement`,
              empty: (
                <p className="rounded-card border border-dashed border-slate-300 bg-white p-5 text-slate-600">
                  <Trans>
                    No achievements yet. Add an award, a competition you won or a result your learners got.
                  </Trans>
                </p>
              ),
              full: t`You have listed ${limit} achievements, the most a profile shows. Remove one to add another.`,
              removeTitle: t`Remove this achievement?`,
              removeDescription: (name) => t`“${name}” will no longer show on your profile.`,
            }}
            move={{ pending: save.isPending, run: (ids) => save.mutateAsync(ids) }}
            remove={{ pending: remove.isPending, run: (id) => remove.mutateAsync(id) }}
          />
        )}
      </QueryStates>
    </ProfileFrame>
  );
}
