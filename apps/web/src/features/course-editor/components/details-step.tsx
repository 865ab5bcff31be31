import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseEditorDetails } from '@dokkho/contract/course-editor';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import type { CourseAutosave } from '../lib/use-course-autosave';
import { ThumbnailField } from './thumbnail-field';

const lines = (text: string) => text.split('\n');
const tagsOf = (text: string) => text.split(',').map((tag) => tag.trim());

/**
 * Step 1: what a visitor reads about the course, in English and (folded away) Bangla (ADR 026). Every
 * keystroke goes to the autosave; a field's message is the contract's, in the language on screen.
 */
export function DetailsStep({ editor }: { editor: CourseAutosave }) {
  const { t } = useLingui();
  const say = useContractMessages();
  const { course, errors } = editor;
  const details = course.details;
  const [tagsText, setTagsText] = useState(details.tags.join(', '));
  const [bnOpen, setBnOpen] = useState(Boolean(details.title_bn || details.description_bn));
  const error = (field: string) => say(errors[`details.${field}`]);
  const set = (change: Partial<CourseEditorDetails>) =>
    editor.setSection('details', { ...details, ...change });
  const bnError = Boolean(error('title_bn') || error('subtitle_bn') || error('description_bn'));

  return (
    <div className="space-y-5">
      <FormField
        label={t`Course title`}
        value={details.title}
        maxLength={120}
        error={error('title')}
        onChange={(event) => set({ title: event.target.value })}
      />
      <FormField
        label={t`Subtitle`}
        optional
        value={details.subtitle}
        maxLength={200}
        error={error('subtitle')}
        help={t`One line under the title: who it is for and what they get.`}
        onChange={(event) => set({ subtitle: event.target.value })}
      />
      <FormTextarea
        label={t`Description`}
        optional
        rows={6}
        prose
        value={details.description}
        error={error('description')}
        help={t`Markdown: **bold**, lists with -, ## headings.`}
        onChange={(event) => set({ description: event.target.value })}
      />
      <FormTextarea
        label={t`What learners will be able to do`}
        optional
        rows={4}
        value={details.outcomes.join('\n')}
        error={error('outcomes')}
        help={t`One outcome per line.`}
        onChange={(event) => set({ outcomes: lines(event.target.value) })}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormSelect
          label={t`Genre`}
          value={String(details.genre_id)}
          error={error('genre_id')}
          options={course.genres.map((genre) => ({ value: String(genre.id), label: genre.name }))}
          onChange={(event) => set({ genre_id: Number(event.target.value) })}
        />
        <FormSelect
          label={t`Level`}
          value={details.level}
          options={[
            { value: 'beginner', label: t`Beginner` },
            { value: 'intermediate', label: t`Intermediate` },
            { value: 'advanced', label: t`Advanced` },
            { value: 'all-levels', label: t`All levels` },
          ]}
          onChange={(event) => set({ level: event.target.value as CourseEditorDetails['level'] })}
        />
        <FormSelect
          label={t`Taught in`}
          value={details.language}
          options={[
            { value: 'bn', label: t`Bangla` },
            { value: 'en', label: t`English` },
          ]}
          onChange={(event) => set({ language: event.target.value as CourseEditorDetails['language'] })}
        />
      </div>
      <FormField
        label={t`Tags`}
        optional
        value={tagsText}
        error={error('tags')}
        help={t`Separate tags with commas, like: excel, data, office.`}
        onChange={(event) => {
          setTagsText(event.target.value);
          set({ tags: tagsOf(event.target.value).filter((tag) => tag !== '') });
        }}
      />
      <ThumbnailField editor={editor} />

      <details
        open={bnOpen || bnError}
        onToggle={(event) => setBnOpen(event.currentTarget.open)}
        className="rounded-card border border-slate-200 bg-white p-4"
      >
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
          <Trans>Bangla version (optional)</Trans>
        </summary>
        <p className="mb-4 text-sm text-slate-600">
          <Trans>
            Learners reading in Bangla see these in place of the English. Leave blank to show the English.
          </Trans>
        </p>
        <div className="space-y-5">
          <FormField
            label={t`Title in Bangla`}
            optional
            lang="bn"
            value={details.title_bn ?? ''}
            error={error('title_bn')}
            onChange={(event) => set({ title_bn: event.target.value })}
          />
          <FormField
            label={t`Subtitle in Bangla`}
            optional
            lang="bn"
            value={details.subtitle_bn ?? ''}
            error={error('subtitle_bn')}
            onChange={(event) => set({ subtitle_bn: event.target.value })}
          />
          <FormTextarea
            label={t`Description in Bangla`}
            optional
            lang="bn"
            rows={6}
            prose
            value={details.description_bn ?? ''}
            error={error('description_bn')}
            onChange={(event) => set({ description_bn: event.target.value })}
          />
          <FormTextarea
            label={t`Outcomes in Bangla`}
            optional
            lang="bn"
            rows={4}
            value={(details.outcomes_bn ?? []).join('\n')}
            error={error('outcomes_bn')}
            help={t`One outcome per line.`}
            onChange={(event) => set({ outcomes_bn: lines(event.target.value) })}
          />
        </div>
      </details>
    </div>
  );
}
