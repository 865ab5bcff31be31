import { useId, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURSE_EDITOR_MESSAGES, COURSE_THUMBNAIL_MAX_BYTES } from '@dokkho/contract/course-editor';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { imageFileProblem } from '../../../shared/ui/image-upload-editor';
import { uploadThumbnail } from '../api/course-editor';
import type { CourseAutosave } from '../lib/use-course-autosave';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The course's thumbnail (16:9): the browser checks the size and type before anything goes over mobile
 * data; the server checks the content for real and stores a 1280x720 WebP, as the profile picture is.
 */
export function ThumbnailField({ editor }: { editor: CourseAutosave }) {
  const { t } = useLingui();
  const say = useContractMessages();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { course } = editor;

  async function choose(file: File | undefined) {
    if (!file) return;
    const local = imageFileProblem(file, {
      maxBytes: COURSE_THUMBNAIL_MAX_BYTES,
      types: TYPES,
      messages: {
        tooLarge: say(COURSE_EDITOR_MESSAGES.thumbnailTooLarge),
        type: say(COURSE_EDITOR_MESSAGES.thumbnailType),
      },
    });
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      const result = await editor.upload((revision) => uploadThumbnail(course.id, revision, file));
      if (result === 'offline') setProblem(t`Uploading needs a connection. Try again once you are online.`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>Thumbnail</Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {course.thumbnail ? (
          <img
            src={course.thumbnail}
            alt={t`The course thumbnail`}
            width={320}
            height={180}
            className="aspect-video w-full max-w-xs rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-video w-full max-w-xs items-center justify-center rounded-lg bg-slate-100 text-slate-500">
            <ImagePlus aria-hidden="true" className="size-8" />
          </div>
        )}
        <div className="space-y-1">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2"
          >
            {busy ? (
              <Trans>Uploading…</Trans>
            ) : course.thumbnail ? (
              <Trans>Change image</Trans>
            ) : (
              <Trans>Add an image</Trans>
            )}
            <input
              ref={input}
              id={id}
              type="file"
              accept={TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          <p className="text-sm text-slate-600">
            <Trans>JPEG, PNG or WebP, at most 5 MB. Shown at 16:9 (1280 × 720).</Trans>
          </p>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
