import { useRef, useState } from 'react';
import type { LessonContent } from '@dokkho/contract/learning';
import { useVideoProgress } from '../lib/use-video-progress';
import { useHls } from '../lib/use-hls';
import {
  connectionHint,
  initialQuality,
  storedQuality,
  storeQuality,
  type VideoQuality,
} from '../lib/video-quality';
import { Trans, useLingui } from '@lingui/react/macro';

const CAPTION_LABELS = { en: 'English', bn: 'বাংলা' } as const;

/**
 * A video lesson: the browser's own player (controls, full screen, speed and captions), inline on iPhones,
 * fetching only the metadata until the learner presses play (mobile data costs money). A transcoded
 * lesson streams HLS with a quality picker whose default saves data on a slow connection (issue 17 item
 * 3); any other lesson plays its file as before.
 */
export function LessonVideo({ lesson }: { lesson: LessonContent }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useVideoProgress(lesson, video);
  const { t, i18n } = useLingui();
  const { playback } = lesson;
  const [start] = useState(() => initialQuality(playback.renditions, connectionHint(), storedQuality()));
  const [quality, setQuality] = useState<VideoQuality>(start.quality);
  const [dataSaver, setDataSaver] = useState(start.dataSaver);
  const { engine, levels } = useHls({
    videoRef: video,
    hlsUrl: playback.hls_url,
    fallbackUrl: lesson.video_url,
    quality,
  });
  const lessonTitle = lesson.title;
  if (!lesson.video_url && !playback.hls_url) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-slate-900 px-6 text-center text-slate-200">
        <p>
          <Trans>This video is being prepared. Check back soon, or continue with the next lesson.</Trans>
        </p>
      </div>
    );
  }
  const videoUrl = lesson.video_url ?? '';
  const choices = levels.length > 0 ? levels : playback.renditions;
  const pinned = quality === 'auto' ? null : quality;
  return (
    <div>
      {/* The black box keeps the 16:9 space while the metadata loads: nothing below jumps. */}
      <div className="aspect-video w-full bg-black">
        <video
          ref={video}
          // With HLS the stream is attached by hls.js (or set natively) once it has loaded.
          src={playback.hls_url ? undefined : (lesson.video_url ?? undefined)}
          poster={playback.poster_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          controlsList="nodownload"
          className="size-full"
          aria-label={t`Video: ${lessonTitle}`}
          {...handlers}
        >
          {playback.captions.map((caption) => (
            <track
              key={caption.language}
              kind="subtitles"
              src={caption.url}
              srcLang={caption.language}
              label={CAPTION_LABELS[caption.language]}
              default={caption.language === i18n.locale}
            />
          ))}
          <Trans>
            Your browser cannot play this video.{' '}
            <a href={videoUrl} className="underline">
              Open the video file
            </a>
            .
          </Trans>
        </video>
      </div>
      {engine === 'hls.js' && choices.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2 text-sm">
          <label className="flex items-center gap-2 font-medium text-slate-700">
            <Trans>Quality</Trans>
            <select
              value={String(quality)}
              onChange={(event) => {
                const value = event.target.value;
                const next: VideoQuality = value === 'auto' ? 'auto' : Number(value);
                setQuality(next);
                setDataSaver(false);
                storeQuality(next);
              }}
              className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
            >
              <option value="auto">{t`Auto`}</option>
              {choices.map((height) => (
                <option key={height} value={String(height)}>
                  {`${height}p`}
                </option>
              ))}
            </select>
          </label>
          {dataSaver && pinned !== null ? (
            <p className="text-slate-600">
              <Trans>Data saver: {pinned}p on this slow connection.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
