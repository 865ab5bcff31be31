import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { lessons, lessonVideos } from '../schema';
import { DEMO_HLS_CLIPS, DEMO_HLS_RENDITIONS, demoHlsUrl } from './demo-hls';
import { DEMO_CLIP_HEIGHT } from './sample-media';

/**
 * The demo lessons that play one of the transcoded demo clips (demo-hls.ts) stream it as HLS with the
 * player's quality picker, as a transcoded upload does (issue 17 item 3); the others play their MP4, as
 * an upload on a server without ffmpeg does. Their `lesson_videos` rows are `ready`, with the public demo
 * folder as their HLS location (the media route sends the player there) and the clip as the original.
 */
export async function seedDemoVideos(tx: Database, now: Date): Promise<number> {
  const byUrl = new Map(DEMO_HLS_CLIPS.map((clip) => [clip.url, clip]));
  const rows = await tx
    .select({ id: lessons.id, videoUrl: lessons.videoUrl })
    .from(lessons)
    .where(inArray(lessons.videoUrl, [...byUrl.keys()]));
  if (rows.length === 0) return 0;
  await tx.insert(lessonVideos).values(
    rows.map((row) => {
      const clip = byUrl.get(row.videoUrl!)!;
      return {
        lessonId: row.id,
        originalKey: clip.url,
        status: 'ready',
        hlsPrefix: demoHlsUrl(clip.number),
        renditions: [...DEMO_HLS_RENDITIONS],
        sourceHeight: DEMO_CLIP_HEIGHT,
        durationSeconds: clip.seconds,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return rows.length;
}
