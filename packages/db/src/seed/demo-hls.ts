/**
 * Generates the HLS renditions of the first demo clips (issue 17 item 3: the demo's lessons stream the way
 * an instructor's transcoded upload does, with the player's quality picker). A developer's tool like
 * `demo-clips.ts`: run when a clip changes, and the files are committed, so neither the seed nor CI
 * needs ffmpeg for them.
 *
 *   node --import tsx packages/db/src/seed/demo-hls.ts
 *
 * The clips are 540p slides at one frame a second, so the renditions are 240p and 360p (the transcoder
 * makes none above the source) with a key frame a minute and minute-long segments: about 120 KB a
 * rendition for a 3-minute clip, in fragmented MP4 segments. An upload is transcoded by `apps/api/src/integrations/ffmpeg`, with
 * 6-second segments and sound; these only stand in for its output.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_PUBLIC_DIR } from './artwork';
import { DEMO_CLIP_HEIGHT, DEMO_CLIP_WIDTH, DEMO_CLIPS } from './sample-media';

/** The clips that stream as HLS in the demo (the others play their MP4, as an untranscoded upload does). */
export const DEMO_HLS_CLIPS = DEMO_CLIPS.slice(0, 2);
export const DEMO_HLS_RENDITIONS = [240, 360] as const;

/** Where a demo clip's HLS files are served from (the web app's public folder). */
export const demoHlsUrl = (clipNumber: number) => `/demo/media/hls/lesson-clip-${clipNumber}`;

function generate(): void {
  for (const clip of DEMO_HLS_CLIPS) {
    const input = path.join(DEMO_PUBLIC_DIR, clip.file);
    const outDir = path.join(DEMO_PUBLIC_DIR, 'media', 'hls', `lesson-clip-${clip.number}`);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const master = ['#EXTM3U', '#EXT-X-VERSION:7'];
    for (const height of DEMO_HLS_RENDITIONS) {
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-i', input],
        ...['-vf', `scale=-2:${height}`, '-r', '1', '-g', '60', '-an'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryslow',
          '-profile:v',
          'baseline',
          '-pix_fmt',
          'yuv420p',
          '-crf',
          '30',
        ],
        // Fragmented MP4 segments (HLS 7): no `.ts` files in the repository for TypeScript tools to trip on.
        ...['-f', 'hls', '-hls_time', '60', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
        ...['-hls_fmp4_init_filename', `${height}p-init.mp4`],
        ...[
          '-hls_segment_filename',
          path.join(outDir, `${height}p-%03d.m4s`),
          path.join(outDir, `${height}p.m3u8`),
        ],
      ]);
      const width = Math.round((DEMO_CLIP_WIDTH * height) / DEMO_CLIP_HEIGHT / 2) * 2;
      master.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${height * 400},RESOLUTION=${width}x${height},NAME="${height}p"`,
      );
      master.push(`${height}p.m3u8`);
    }
    writeFileSync(path.join(outDir, 'master.m3u8'), `${master.join('\n')}\n`);
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', '2', '-i', input],
      ...['-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '5', path.join(outDir, 'poster.jpg')],
    ]);
    process.stdout.write(`${outDir}: HLS ${DEMO_HLS_RENDITIONS.join('p, ')}p and a poster\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) generate();
