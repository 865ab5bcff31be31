import { useId, useRef, useState } from 'react';
import { ChevronDown, FileText, Paperclip, Plus, Trash2, Video } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COURSE_EDITOR_MESSAGES,
  LESSON_RESOURCE_MAX_BYTES,
  UPLOADED_RESOURCE_PATTERN,
  type CourseEditorLesson,
} from '@dokkho/contract/course-editor';
import { asciiDigits } from '@dokkho/domain/digits';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { MarkdownContent } from '../../../shared/ui/markdown-content';
import { LessonCaptionsUpload, LessonVideoUpload } from '../../video-upload';
import { uploadResource } from '../api/course-editor';
import type { CourseAutosave } from '../lib/use-course-autosave';
import { ConfirmDelete } from './confirm-delete';

/** Minutes as typed (Bengali digits too) to seconds; NaN when not a number. */
function minutesToSeconds(text: string): number {
  const plain = asciiDigits(text).trim();
  if (plain === '') return 0;
  return /^\d+(\.\d+)?$/.test(plain) ? Math.round(Number(plain) * 60) : Number.NaN;
}

/**
 * One lesson, folded to its title until opened: a video's URL and length, an article's Markdown with its
 * live preview (rendered sanitised, as learners see it), resources, and the free-preview mark.
 */
export function LessonEditor({
  editor,
  lesson,
  handle,
}: {
  editor: CourseAutosave;
  lesson: CourseEditorLesson;
  handle: React.ReactNode;
}) {
  const { t } = useLingui();
  const say = useContractMessages();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState(lesson.duration_seconds ? String(lesson.duration_seconds / 60) : '');
  const courseId = editor.course.id;
  const error = (field: string) => say(editor.errors[`lesson.${lesson.id}.${field}`]);
  const set = (change: Parameters<CourseAutosave['setLesson']>[1]) => editor.setLesson(lesson.id, change);
  const Icon = lesson.kind === 'video' ? Video : FileText;
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  async function attach(file: File | undefined) {
    if (!file) return;
    // The browser checks the size before anything goes over mobile data; the server checks the content.
    if (file.size > LESSON_RESOURCE_MAX_BYTES) {
      setFileProblem(say(COURSE_EDITOR_MESSAGES.resourceTooLarge));
      return;
    }
    setFileProblem(null);
    setUploading(true);
    try {
      const result = await editor.upload((revision) => uploadResource(courseId, lesson.id, revision, file));
      if (result === 'offline')
        setFileProblem(t`Uploading needs a connection. Try again once you are online.`);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }
  const title = lesson.title;

  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center gap-1 p-1">
        {handle}
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 px-2 text-left font-medium text-slate-900"
        >
          <span className="truncate">{title}</span>
          {lesson.is_preview ? (
            <span className="shrink-0 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
              <Trans>Free preview</Trans>
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className={clsx('ml-auto size-4 shrink-0', open && 'rotate-180')} />
        </button>
        <ConfirmDelete
          label={t`Delete lesson ${title}`}
          title={t`Delete this lesson?`}
          description={<Trans>“{title}” and its resources are deleted. This cannot be undone.</Trans>}
          onConfirm={() => editor.structure({ op: 'deleteLesson', lessonId: lesson.id })}
        />
      </div>
      {open ? (
        <div className="space-y-4 border-t border-slate-200 p-3 sm:p-4">
          <FormField
            label={t`Lesson title`}
            value={lesson.title}
            error={error('title')}
            onChange={(event) => set({ title: event.target.value })}
          />
          {lesson.kind === 'video' ? (
            <>
              {/* Resumable, and transcoded for phones once it is in (issue 17 item 3, ADR 032). */}
              <LessonVideoUpload lessonId={lesson.id} />
              <LessonCaptionsUpload lessonId={lesson.id} />
              <FormField
                label={t`Or a link to the video`}
                type="url"
                inputMode="url"
                value={lesson.video_url ?? ''}
                error={error('video_url')}
                help={t`A link starting with https://, for a video kept elsewhere. An upload above replaces it.`}
                onChange={(event) => set({ video_url: event.target.value })}
              />
            </>
          ) : null}
          <FormField
            label={lesson.kind === 'video' ? t`Length (minutes)` : t`Reading time (minutes)`}
            inputMode="decimal"
            value={minutes}
            error={error('duration_seconds')}
            onChange={(event) => {
              setMinutes(event.target.value);
              set({ duration_seconds: minutesToSeconds(event.target.value) });
            }}
          />
          {lesson.kind === 'article' ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <FormTextarea
                label={t`Article (Markdown)`}
                rows={12}
                prose
                value={lesson.body}
                error={error('body')}
                help={t`**bold**, *italic*, - lists, ## headings, [links](https://…)`}
                onChange={(event) => set({ body: event.target.value })}
              />
              <section aria-label={t`Preview`} className="min-w-0 rounded-lg bg-slate-50 p-4">
                <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <Trans>Preview</Trans>
                </p>
                {lesson.body.trim() ? (
                  <MarkdownContent markdown={lesson.body} />
                ) : (
                  <p className="text-slate-500">
                    <Trans>What you write appears here as learners will see it.</Trans>
                  </p>
                )}
              </section>
            </div>
          ) : null}
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">
              <Trans>Downloadable resources</Trans>
            </legend>
            {lesson.resources.map((resource, index) => {
              const number = format.number(index + 1);
              const update = (change: Partial<typeof resource>) =>
                set({ resources: lesson.resources.map((r, i) => (i === index ? { ...r, ...change } : r)) });
              return (
                <div
                  key={index}
                  className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-start"
                >
                  <FormField
                    label={t`Resource ${number} name`}
                    className="flex-1"
                    value={resource.title}
                    error={error(`resources.${index}.title`)}
                    onChange={(event) => update({ title: event.target.value })}
                  />
                  {UPLOADED_RESOURCE_PATTERN.test(resource.url) ? (
                    <p className="flex min-h-11 flex-1 items-center gap-1.5 text-sm text-slate-700 sm:mt-7">
                      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                      <Trans>Uploaded file</Trans>
                    </p>
                  ) : (
                    <FormField
                      label={t`Link`}
                      className="flex-1"
                      type="url"
                      inputMode="url"
                      value={resource.url}
                      error={error(`resources.${index}.url`)}
                      onChange={(event) => update({ url: event.target.value })}
                    />
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-end"
                    aria-label={t`Remove resource ${number}`}
                    onClick={() => set({ resources: lesson.resources.filter((_, i) => i !== index) })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              );
            })}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => set({ resources: [...lesson.resources, { title: '', url: 'https://' }] })}
            >
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add a resource link</Trans>
            </Button>
            <label
              htmlFor={fileInputId}
              className="ml-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2"
            >
              <Paperclip aria-hidden="true" className="size-4" />
              {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload a file</Trans>}
              <input
                ref={fileInput}
                id={fileInputId}
                type="file"
                className="sr-only"
                disabled={uploading}
                accept=".pdf,.zip,.docx,.xlsx,.pptx,.png,.jpg,.jpeg,.txt,.csv,.md,.sql,.py,.js,.json"
                onChange={(event) => void attach(event.target.files?.[0])}
              />
            </label>
            <p className="text-sm text-slate-600">
              <Trans>PDF, ZIP, Word, Excel, PowerPoint, images or text files, at most 20 MB.</Trans>
            </p>
            {fileProblem ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {fileProblem}
              </p>
            ) : null}
          </fieldset>
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-primary-600"
              checked={lesson.is_preview}
              onChange={(event) => {
                // One free preview per course: the server unmarks the others; the next save shows it.
                set({ is_preview: event.target.checked });
                void editor.flush();
              }}
            />
            <Trans>Free preview: anyone can watch or read this lesson from the course page</Trans>
          </label>
        </div>
      ) : null}
    </div>
  );
}
