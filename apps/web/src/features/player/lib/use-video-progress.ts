import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonContent } from '@dokkho/contract/learning';
import { track } from '../../../shared/analytics/track';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { applyLessonProgress, saveLessonProgress } from '../api/save-lesson-progress';
import { COMPLETE_AT_FRACTION, SAVE_EVERY_MS, createProgressSaver } from './progress-saver';

/** Closer to the end than this, a saved position starts the video from the beginning again. */
const RESTART_WITHIN_SECONDS = 3;

/**
 * Resume-where-you-left-off for a video lesson (issue 4 item 5): starts at the saved position, saves the
 * position every SAVE_EVERY_MS while playing, on pause, at the end and when the learner leaves (another
 * lesson, another page, a closed tab), and marks the lesson done at COMPLETE_AT_FRACTION watched.
 * A preview (no seat, `progress` null) is not tracked. Returns the <video> event handlers.
 */
export function useVideoProgress(lesson: LessonContent, videoRef: RefObject<HTMLVideoElement | null>) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  const tracked = lesson.progress !== null;
  // Where to resume: the position when the lesson opened, not the one this page keeps saving.
  const [startAt] = useState(() => lesson.progress?.position_seconds ?? 0);
  const completed = lesson.progress?.completed ?? false;
  const { id: lessonId, course_id: courseId, title } = lesson;

  const saver = useMemo(
    () =>
      tracked
        ? createProgressSaver({
            initialPosition: startAt,
            initiallyCompleted: completed,
            send: async (body, options) => {
              const answer = await saveLessonProgress(lessonId, body, options);
              if (viewerId) applyLessonProgress(queryClient, viewerId, courseId, answer);
              if (body.completed && answer.progress.completed) {
                track('lesson_complete', title, { lesson_id: lessonId, course_id: courseId, how: 'watched' });
              }
            },
            onError: (error) => console.warn('lesson progress not saved', error),
          })
        : null,
    // One saver per lesson: `completed` and the title only seed it (syncCompleted follows the toggle).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tracked, lessonId, courseId, viewerId, queryClient, startAt],
  );

  useEffect(() => {
    saver?.syncCompleted(completed);
  }, [saver, completed]);

  // Saved on the way out: leaving the lesson in the app, or the tab going away (pagehide covers a phone
  // switching apps, where unload never fires).
  useEffect(() => {
    if (!saver) return;
    const video = videoRef.current;
    const leave = () => saver.flush(video?.currentTime ?? Number.NaN);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, [saver, videoRef]);

  const timer = useRef<number | null>(null);
  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  return {
    onLoadedMetadata: () => {
      const video = videoRef.current;
      const at = startAt;
      if (!video || at <= 0) return;
      if (Number.isFinite(video.duration) && at >= video.duration - RESTART_WITHIN_SECONDS) return;
      video.currentTime = at;
    },
    onPlay: () => {
      if (!saver) return;
      stopTimer();
      timer.current = window.setInterval(() => {
        const video = videoRef.current;
        if (video) saver.savePosition(video.currentTime);
      }, SAVE_EVERY_MS);
    },
    onPause: () => {
      stopTimer();
      const video = videoRef.current;
      if (saver && video) saver.savePosition(video.currentTime);
    },
    onTimeUpdate: () => {
      const video = videoRef.current;
      if (!saver || !video || !Number.isFinite(video.duration) || video.duration <= 0) return;
      if (video.currentTime / video.duration >= COMPLETE_AT_FRACTION) saver.markComplete(video.currentTime);
    },
    onEnded: () => {
      stopTimer();
      const video = videoRef.current;
      if (saver && video) {
        saver.markComplete(video.currentTime);
        saver.savePosition(video.currentTime);
      }
    },
  };
}
