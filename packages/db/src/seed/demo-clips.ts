/**
 * Generates the demo lessons' clips (sample-media.ts) with ffmpeg and libx264: a developer's tool, run when
 * a clip should change (`apt-get install -y ffmpeg` on Debian); the clips are committed, so neither the
 * seed nor CI needs ffmpeg.
 *
 *   node --import tsx packages/db/src/seed/demo-clips.ts
 *
 * Each clip is one slide a second: the lesson's outline with the part being "taught" lit up, and a clock,
 * so a stalled player is obvious and seeking shows where you are. H.264 Constrained Baseline in a fast-start
 * MP4 (the index up front, so the player can seek before the whole file is in) plays in every browser a
 * learner in Bangladesh is likely to have, Safari on iPhone included. A still picture at one frame a second
 * with a key frame every two minutes costs about 25 KB a minute. Silent: a lesson without a voice has
 * nothing to hear, and an audio track would only add bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_PUBLIC_DIR } from './artwork';
import { DEMO_CLIP_HEIGHT, DEMO_CLIP_WIDTH, DEMO_CLIPS, type DemoClip } from './sample-media';

const FONTS = '/usr/share/fonts/truetype/dejavu';
const BOLD = `${FONTS}/DejaVuSans-Bold.ttf`;
const REGULAR = `${FONTS}/DejaVuSans.ttf`;
const MONO = `${FONTS}/DejaVuSansMono.ttf`;

/** The outline every clip walks through, one part after another. */
const PARTS = [
  'What this lesson covers',
  'A worked example, step by step',
  'Try it yourself',
  'Check your answer',
  'Mark it complete and move on',
];

/** m:ss, escaped for drawtext (its option parser treats ":" as a separator). */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}\\:${String(seconds % 60).padStart(2, '0')}`;

function filterFor(clip: DemoClip): string {
  const text = (font: string, size: number, colour: string, x: number | string, y: number, value: string) =>
    `drawtext=fontfile=${font}:fontsize=${size}:fontcolor=${colour}:x=${x}:y=${y}:text='${value}'`;
  const filters = [
    text(BOLD, 40, 'white', 72, 60, 'Dokkho'),
    `drawbox=x=72:y=112:w=64:h=6:color=0xFBBF24:t=fill`,
    text(BOLD, 28, '0xCCFBF1', 72, 170, `SAMPLE LESSON  ·  CLIP ${clip.number} OF ${DEMO_CLIPS.length}`),
    text(BOLD, 56, 'white', 72, 215, `A ${Math.round(clip.seconds / 60)}-minute lesson`),
  ];
  // Each part gets an equal share of the clip; the one playing now is bright, the others dim.
  const share = clip.seconds / PARTS.length;
  PARTS.forEach((part, index) => {
    const y = 330 + index * 52;
    const from = Math.floor(index * share);
    const to = Math.floor((index + 1) * share);
    const now = `between(t,${from},${to - 1})`;
    filters.push(
      `${text(REGULAR, 30, 'white@0.45', 116, y, `${index + 1}.  ${part}`)}:enable='not(${now})'`,
      `${text(BOLD, 30, 'white', 116, y, `${index + 1}.  ${part}`)}:enable='${now}'`,
      `drawbox=x=80:y=${y + 6}:w=18:h=18:color=0xFBBF24:t=fill:enable='${now}'`,
    );
  });
  filters.push(
    text(
      MONO,
      28,
      'white',
      'w-72-tw',
      640,
      `%{eif\\:floor(t/60)\\:d}\\:%{eif\\:mod(t\\,60)\\:d\\:2} / ${clock(clip.seconds)}`,
    ),
  );
  // Drawn at 720p for the layout, sent at 540p: the player scales it up, and key frames cost half.
  filters.push(`scale=${DEMO_CLIP_WIDTH}:${DEMO_CLIP_HEIGHT}:flags=lanczos`);
  return filters.join(',');
}

export function generateDemoClip(clip: DemoClip, outFile = path.join(DEMO_PUBLIC_DIR, clip.file)) {
  mkdirSync(path.dirname(outFile), { recursive: true });
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `color=c=0x134E4A:s=1280x720:r=1:d=${clip.seconds}`],
      ...['-vf', filterFor(clip)],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '34'],
      // Constrained Baseline, level 3.1: decodable by old Android phones. A key frame every two minutes.
      ...['-profile:v', 'baseline', '-level', '3.1', '-pix_fmt', 'yuv420p', '-g', '120'],
      // No encoder name or date in the file: a rerun gives the same bytes.
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      ...['-movflags', '+faststart', outFile],
    ],
    { stdio: 'inherit' },
  );
  return { file: outFile, bytes: statSync(outFile).size };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const clip of DEMO_CLIPS) {
    const { file, bytes } = generateDemoClip(clip);
    process.stdout.write(`Wrote ${file} (${Math.round(bytes / 1024)} KB).\n`);
  }
}
