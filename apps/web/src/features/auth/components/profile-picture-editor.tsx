import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_TYPES,
} from '@dokkho/contract/profile';
import { Button } from '../../../shared/ui/button';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { UserAvatar } from './user-avatar';

type Outcome = { kind: 'saved' | 'error'; message: string } | null;

/**
 * The browser's quick check before anything is sent over mobile data (the server decides for real, from
 * the decoded content). An empty type happens for some phone files: the server is asked then.
 */
export function pictureProblem(file: File): string | null {
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_MESSAGES.tooLarge;
  if (file.type && !(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return PROFILE_PICTURE_MESSAGES.type;
  }
  return null;
}

/**
 * The profile picture: the current one (or the default), "Change picture" opens the file picker (on a
 * phone also the camera), the chosen file is previewed before it is saved, and "Remove" goes back to the
 * default. Results are said inline: saved (role=status) or what went wrong (role=alert).
 */
export function ProfilePictureEditor({ current }: { current: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  // The chosen file and its preview, a blob: URL (allowed by the CSP's img-src), freed when replaced.
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const previewUrl = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();

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
    const problem = pictureProblem(file);
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
        setOutcome({ kind: 'saved', message: 'Your new picture is saved.' });
      },
      onError: (error) => setOutcome({ kind: 'error', message: error.message }),
    });
  }

  function onRemove() {
    setOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => setOutcome({ kind: 'saved', message: 'Your picture was removed.' }),
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
            alt="Preview of your new picture"
            width={112}
            height={112}
            className="size-28 rounded-full bg-slate-200 object-cover ring-4 ring-accent-300"
          />
        ) : (
          <UserAvatar src={current} className="size-28" />
        )}
      </div>
      <div className="flex w-full flex-col items-center gap-3 sm:items-start">
        <input
          ref={input}
          id="profile-picture-input"
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
              {upload.isPending ? <SubmitProgress label="Uploading…" /> : 'Save picture'}
            </Button>
            <Button variant="secondary" onClick={reset} disabled={busy} className="w-full sm:w-auto">
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <label
              htmlFor="profile-picture-input"
              className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition-colors hover:border-primary-600 hover:text-primary-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 sm:text-base"
            >
              <Camera aria-hidden="true" className="size-4" />
              {current ? 'Change picture' : 'Add a picture'}
            </label>
            {current ? (
              <Button variant="ghost" onClick={onRemove} disabled={busy} aria-busy={remove.isPending}>
                {remove.isPending ? (
                  <SubmitProgress label="Removing…" />
                ) : (
                  <>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </>
                )}
              </Button>
            ) : null}
          </div>
        )}
        <p className="text-center text-sm text-slate-600 sm:text-left">
          {chosen
            ? 'This is how your picture will look.'
            : 'JPEG, PNG or WebP, up to 5 MB. A square photo of your face works best.'}
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
