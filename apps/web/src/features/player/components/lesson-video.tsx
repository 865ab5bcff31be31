import { useRef } from 'react';
import type { LessonContent } from '@dokkho/contract/learning';
import { useVideoProgress } from '../lib/use-video-progress';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A video lesson: the browser's own player (controls, full screen, speed and captions where supported),
 * inline on iPhones, fetching only the metadata until the learner presses play (mobile data costs money).
 */
export function LessonVideo({ lesson }: { lesson: LessonContent }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useVideoProgress(lesson, video);
  const { t } = useLingui();
  const lessonTitle = lesson.title;
  if (!lesson.video_url) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-slate-900 px-6 text-center text-slate-200">
        <p>
          <Trans>This video is being prepared. Check back soon, or continue with the next lesson.</Trans>
        </p>
      </div>
    );
  }
  const videoUrl = lesson.video_url;
  return (
    // The black box keeps the 16:9 space while the metadata loads: nothing below jumps.
    <div className="aspect-video w-full bg-black">
      <video
        ref={video}
        src={lesson.video_url}
        controls
        playsInline
        preload="metadata"
        controlsList="nodownload"
        className="size-full"
        aria-label={t`Video: ${lessonTitle}`}
        {...handlers}
      >
        <Trans>
          Your browser cannot play this video.{' '}
          <a href={videoUrl} className="underline">
            Open the video file
          </a>
          .
        </Trans>
      </video>
    </div>
  );
}
