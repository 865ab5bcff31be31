import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Upload } from 'tus-js-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { currentIntlLocale } from '../../../shared/i18n/locale';
import { lessonVideoStateKey, useLessonVideoState } from '../api/video-state';
import {
  createLessonUpload,
  findUnfinishedUpload,
  forgetUpload,
  startLessonUpload,
  uploadedBytes,
} from '../lib/tus-upload';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number; fileName: string }
  | { kind: 'failed'; sent: number; total: number; fileName: string; message: string }
  | { kind: 'done' };

interface Unfinished {
  fileName: string;
  sent: number;
  total: number;
  urlStorageKey: string;
}

const megabytes = (bytes: number) =>
  new Intl.NumberFormat(currentIntlLocale(), { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent * 100) / total) : 0);

function ProgressBar({ sent, total, label }: { sent: number; total: number; label: string }) {
  const percent = percentOf(sent, total);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * A lesson's video upload for its instructor (issue 17 item 3; the course editor uses it): resumable
 * with tus, so a dropped connection only pauses it and a reload offers to continue from where it was;
 * cancel and retry; then the transcoding state until the lesson is ready to stream.
 */
export function LessonVideoUpload({ lessonId }: { lessonId: number }) {
  const { t } = useLingui();
  const inputId = useId();
  const queryClient = useQueryClient();
  const state = useLessonVideoState(lessonId);
  const upload = useRef<Upload | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);

  // An upload of this lesson that a reload or a closed tab interrupted: how far the server got.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const previous = await findUnfinishedUpload(lessonId);
      if (!previous?.uploadUrl || cancelled) return;
      const sent = await uploadedBytes(previous.uploadUrl);
      if (cancelled) return;
      if (sent === null) {
        await forgetUpload(previous.urlStorageKey);
        return;
      }
      setUnfinished({
        fileName: previous.fileName,
        sent,
        total: previous.size ?? 0,
        urlStorageKey: previous.urlStorageKey,
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [lessonId]);

  useEffect(() => {
    const online = () => setOffline(false);
    const gone = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', gone);
      // Leaving the page pauses the upload; the stored address lets it continue later.
      void upload.current?.abort(false);
    };
  }, []);

  const begin = (file: File) => {
    setUnfinished(null);
    setPhase({ kind: 'uploading', sent: 0, total: file.size, fileName: file.name });
    const next = createLessonUpload(lessonId, file, {
      onProgress: (sent, total) => setPhase({ kind: 'uploading', sent, total, fileName: file.name }),
      onSuccess: () => {
        upload.current = null;
        setPhase({ kind: 'done' });
        void queryClient.invalidateQueries({ queryKey: lessonVideoStateKey(lessonId) });
      },
      onError: (message) =>
        setPhase((before) => ({
          kind: 'failed',
          sent: before.kind === 'uploading' || before.kind === 'failed' ? before.sent : 0,
          total: file.size,
          fileName: file.name,
          message,
        })),
    });
    upload.current = next;
    void startLessonUpload(next);
  };

  const retry = () => {
    const current = upload.current;
    if (!current || phase.kind !== 'failed') return;
    setPhase({ kind: 'uploading', sent: phase.sent, total: phase.total, fileName: phase.fileName });
    current.start();
  };

  const cancel = async () => {
    const current = upload.current;
    upload.current = null;
    setPhase({ kind: 'idle' });
    // Terminates the upload on the server too (and forgets it here).
    await current?.abort(true).catch(() => undefined);
  };

  const discardUnfinished = async () => {
    if (!unfinished) return;
    setUnfinished(null);
    await forgetUpload(unfinished.urlStorageKey);
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'failed';
  const video = state.data;
  return (
    <section
      className="space-y-4 rounded-card bg-white p-4 shadow-card sm:p-6"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-slate-900">
        <Trans>Lesson video</Trans>
      </h2>

      {unfinished && !busy ? (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
          <p>
            <Trans>
              The upload of {unfinished.fileName} stopped at {percentOf(unfinished.sent, unfinished.total)}%.
              Choose the same file again to continue from there.
            </Trans>
          </p>
          <ProgressBar sent={unfinished.sent} total={unfinished.total} label={t`Uploaded before`} />
          <Button variant="ghost" size="sm" onClick={() => void discardUnfinished()}>
            <Trans>Discard it and start afresh</Trans>
          </Button>
        </div>
      ) : null}

      {busy ? (
        <div className="space-y-2">
          <p className="truncate text-sm font-medium text-slate-800">{phase.fileName}</p>
          <ProgressBar sent={phase.sent} total={phase.total} label={t`Upload progress`} />
          <p className="text-sm text-slate-600" aria-live="polite">
            <Trans>
              {megabytes(phase.sent)} of {megabytes(phase.total)} MB ({percentOf(phase.sent, phase.total)}%)
            </Trans>
          </p>
          {phase.kind === 'uploading' && offline ? (
            <p className="text-sm text-amber-800" role="status">
              <Trans>The connection dropped. The upload continues by itself when you are back online.</Trans>
            </p>
          ) : null}
          {phase.kind === 'failed' ? (
            <p className="text-sm text-red-700" role="alert">
              {phase.message ||
                t`The upload stopped. Check your connection and try again: it continues where it stopped.`}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {phase.kind === 'failed' ? (
              <Button onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => void cancel()}>
              <Trans>Cancel upload</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {video?.video_url ? <Trans>Replace the video</Trans> : <Trans>Choose a video</Trans>}
          </label>
          <input
            id={inputId}
            type="file"
            accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-700 file:px-4 file:font-semibold file:text-white"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) begin(file);
            }}
          />
          <p className="text-sm text-slate-600">
            <Trans>
              MP4, WebM or MOV. On a weak connection the upload pauses and continues; learners get 240p, 360p
              and 720p versions.
            </Trans>
          </p>
        </div>
      )}

      {!busy && video?.status ? (
        <VideoStatusLine status={video.status} reason={video.failure_reason} renditions={video.renditions} />
      ) : null}
    </section>
  );
}

function VideoStatusLine(props: { status: string; reason: string | null; renditions: number[] }) {
  const qualities = props.renditions.map((height) => `${height}p`).join(', ');
  const reason = props.reason ?? '';
  switch (props.status) {
    case 'queued':
    case 'running':
      return (
        <p className="text-sm text-slate-700" role="status">
          <Trans>
            Uploaded. Preparing the versions for slow connections: learners can already watch the original.
          </Trans>
        </p>
      );
    case 'ready':
      return (
        <p className="text-sm text-emerald-800" role="status">
          <Trans>Ready to stream in {qualities}.</Trans>
        </p>
      );
    case 'skipped':
      return (
        <p className="text-sm text-slate-700" role="status">
          <Trans>Uploaded. It plays as uploaded (this server makes no smaller versions).</Trans>
        </p>
      );
    default:
      return (
        <p className="text-sm text-red-700" role="alert">
          <Trans>
            Preparing the video failed: {reason}. Learners watch the original; upload it again to retry.
          </Trans>
        </p>
      );
  }
}
