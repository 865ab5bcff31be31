import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Button } from './button';
import { SubmitProgress } from './submit-progress';
import { Trans, useLingui } from '@lingui/react/macro';

type Outcome = { kind: 'saved' | 'error'; message: string } | null;

/** What the editor calls: the mutations of the image it edits (react-query's mutate with callbacks). */
interface ImageMutation<TArg> {
  mutate: (arg: TArg, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface ImageUploadLabels {
  /** "Add a picture" / "Add a logo" when there is none yet. */
  add: string;
  change: string;
  save: string;
  saved: string;
  removed: string;
  previewAlt: string;
  /** The line under the buttons: types, size, what works best. */
  hint: string;
  previewHint: string;
}

/**
 * One uploaded image (a profile picture, a company logo): the current one, a button that opens the file
 * picker (on a phone also the camera), a preview of the chosen file before it is saved, and Remove. The
 * browser's quick check (`check`) runs before anything is sent over mobile data; the server decides for
 * real. Results are said inline: saved (role=status) or what went wrong (role=alert).
 */
export function ImageUploadEditor({
  inputId,
  current,
  hasCurrent,
  shape,
  labels,
  check,
  upload,
  remove,
}: {
  inputId: string;
  /** The current image as it is shown elsewhere (an avatar, a logo tile). */
  current: ReactNode;
  hasCurrent: boolean;
  /** The preview's frame: a circle for a face, a rounded square for a logo (never cropped). */
  shape: 'circle' | 'square';
  labels: ImageUploadLabels;
  check: (file: File) => string | null;
  upload: ImageMutation<File>;
  remove: ImageMutation<undefined>;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  // The chosen file and its preview, a blob: URL (allowed by the CSP's img-src), freed when replaced.
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const previewUrl = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function choose(file: File | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = file ? URL.createObjectURL(file) : null;
    setChosen(file && previewUrl.current ? { file, preview: previewUrl.current } : null);
  }

  function reset() {
    choose(null);
    if (input.current) input.current.value = '';
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setOutcome(null);
    if (!file) return;
    const problem = check(file);
    if (problem) {
      reset();
      setOutcome({ kind: 'error', message: problem });
      return;
    }
    choose(file);
  }

  function onSave() {
    if (!chosen) return;
    setOutcome(null);
    upload.mutate(chosen.file, {
      onSuccess: () => {
        reset();
        setOutcome({ kind: 'saved', message: labels.saved });
      },
      onError: (error) => setOutcome({ kind: 'error', message: error.message }),
    });
  }

  function onRemove() {
    setOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'saved', message: labels.removed }),
      onError: (error) => setOutcome({ kind: 'error', message: error.message }),
    });
  }

  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="relative">
        {chosen ? (
          <img
            src={chosen.preview}
            alt={labels.previewAlt}
            width={112}
            height={112}
            className={clsx(
              'size-28 ring-4 ring-accent-300',
              shape === 'circle'
                ? 'rounded-full bg-slate-200 object-cover'
                : 'rounded-xl bg-white object-contain p-1',
            )}
          />
        ) : (
          current
        )}
      </div>
      <div className="flex w-full flex-col items-center gap-3 sm:items-start">
        <input
          ref={input}
          id={inputId}
          type="file"
          // image/* lets phones offer the camera as well as the gallery; the server checks the content.
          accept="image/*"
          className="sr-only"
          onChange={onChoose}
          disabled={busy}
        />
        {chosen ? (
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <Button
              onClick={onSave}
              disabled={busy}
              aria-busy={upload.isPending}
              className="w-full sm:w-auto"
            >
              {upload.isPending ? <SubmitProgress label={t`Uploading…`} /> : labels.save}
            </Button>
            <Button variant="secondary" onClick={reset} disabled={busy} className="w-full sm:w-auto">
              <Trans>Cancel</Trans>
            </Button>
          </div>
        ) : (
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <label
              htmlFor={inputId}
              className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition-colors hover:border-primary-600 hover:text-primary-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 sm:text-base"
            >
              <Camera aria-hidden="true" className="size-4" />
              {hasCurrent ? labels.change : labels.add}
            </label>
            {hasCurrent ? (
              <Button variant="ghost" onClick={onRemove} disabled={busy} aria-busy={remove.isPending}>
                {remove.isPending ? (
                  <SubmitProgress label={t`Removing…`} />
                ) : (
                  <>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>Remove</Trans>
                  </>
                )}
              </Button>
            ) : null}
          </div>
        )}
        <p className="text-center text-sm text-slate-600 sm:text-left">
          {chosen ? labels.previewHint : labels.hint}
        </p>
        <div role="status" className="w-full">
          {outcome?.kind === 'saved' ? (
            <p className="rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
              {outcome.message}
            </p>
          ) : null}
        </div>
        {outcome?.kind === 'error' ? (
          <p
            role="alert"
            className="w-full rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
          >
            {outcome.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The browser's size and type check shared by the image uploads (an empty type: the server is asked). */
export function imageFileProblem(
  file: File,
  rules: { maxBytes: number; types: readonly string[]; messages: { tooLarge: string; type: string } },
): string | null {
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  if (file.type && !rules.types.includes(file.type)) return rules.messages.type;
  return null;
}
