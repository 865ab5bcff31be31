import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { CaptionLanguage } from '@dokkho/contract/video';
import { useSaveCaptions } from '../api/save-captions';
import { useLessonVideoState } from '../api/video-state';

/** A lesson's WebVTT captions, one file per language (issue 17 item 3); the server checks the file. */
export function LessonCaptionsUpload({ lessonId }: { lessonId: number }) {
  const { t } = useLingui();
  const id = useId();
  const [language, setLanguage] = useState<CaptionLanguage>('bn');
  const save = useSaveCaptions(lessonId);
  const state = useLessonVideoState(lessonId);
  const saved = state.data?.captions.map((caption) => caption.language) ?? [];
  const names: Record<CaptionLanguage, string> = { bn: t`Bangla`, en: t`English` };
  const error =
    save.error instanceof ApiError ? save.error.message : save.error ? t`The captions were not saved.` : null;
  return (
    <section
      className="space-y-3 rounded-card bg-white p-4 shadow-card sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        <Trans>Captions</Trans>
      </h2>
      {saved.length > 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Uploaded: {saved.map((code) => names[code]).join(', ')}</Trans>
        </p>
      ) : null}
      <label className="block text-sm font-medium text-slate-800">
        <Trans>Language</Trans>
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as CaptionLanguage)}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-slate-900"
        >
          <option value="bn">{names.bn}</option>
          <option value="en">{names.en}</option>
        </select>
      </label>
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        <Trans>WebVTT file (.vtt)</Trans>
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".vtt,text/vtt"
        disabled={save.isPending}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-700 file:px-4 file:font-semibold file:text-white"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void file.text().then((vtt) => save.mutate({ language, vtt }));
        }}
      />
      {save.isSuccess ? (
        <p className="text-sm text-emerald-800" role="status">
          <Trans>Captions saved.</Trans>
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
