import { execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's ffmpeg and ffprobe (issue 17 item 3): checks and transcodes lesson videos. */
export interface Ffmpeg {
  ffmpeg: string;
  ffprobe: string;
}

/** What ffprobe says of a file: null when it is not a video it can read. */
export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/**
 * Finds ffmpeg and ffprobe (on PATH, or FFMPEG_PATH's folder), answering null when either is missing: the
 * server then keeps the uploaded original as the lesson's video and says so once at start-up.
 */
export async function findFfmpeg(ffmpegPath = 'ffmpeg'): Promise<Ffmpeg | null> {
  const ffprobe = ffmpegPath.includes('/') ? path.join(path.dirname(ffmpegPath), 'ffprobe') : 'ffprobe';
  try {
    await run(ffmpegPath, ['-hide_banner', '-version'], { timeout: 10_000 });
    await run(ffprobe, ['-hide_banner', '-version'], { timeout: 10_000 });
    return { ffmpeg: ffmpegPath, ffprobe };
  } catch {
    return null;
  }
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
}

/** Reads a file's duration and picture size with ffprobe; null when it holds no video stream. */
export async function probeVideo(tools: Ffmpeg, file: string): Promise<VideoProbe | null> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch {
    return null;
  }
  const info = JSON.parse(stdout) as ProbeJson;
  const video = info.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) return null;
  const duration = Number(info.format?.duration ?? video.duration ?? 0);
  return {
    durationSeconds: Number.isFinite(duration) ? Math.max(0, Math.round(duration)) : 0,
    width: video.width,
    height: video.height,
    hasAudio: info.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

/** Runs ffmpeg, rejecting with the end of its error output (what a failed job records as its reason). */
function ffmpeg(tools: Ffmpeg, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tools.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Video and audio bit rates per rendition: 240p holds on a weak 3G cell, 720p wants about 2 Mbit/s. */
const BITRATES: Record<number, { video: number; audio: number }> = {
  240: { video: 300_000, audio: 48_000 },
  360: { video: 650_000, audio: 64_000 },
  720: { video: 1_800_000, audio: 96_000 },
};

const bitrateOf = (height: number) => BITRATES[height] ?? BITRATES[360]!;

/**
 * Transcodes `input` into HLS in `outDir`: one H.264/AAC rendition per height (`240p.m3u8` with its
 * `240p-000.ts` segments, ...), the master playlist `master.m3u8` naming them, and `poster.jpg`. One
 * ffmpeg at a time and `veryfast`: the API process shares the machine with the requests it serves.
 */
export async function transcodeToHls(options: {
  tools: Ffmpeg;
  input: string;
  outDir: string;
  heights: readonly number[];
  probe: VideoProbe;
}): Promise<void> {
  const { tools, input, outDir, heights, probe } = options;
  for (const height of heights) {
    const rate = bitrateOf(height);
    await ffmpeg(tools, [
      '-i',
      input,
      '-map',
      '0:v:0',
      ...(probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', String(rate.audio), '-ac', '2'] : []),
      '-vf',
      `scale=-2:${height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      String(rate.video),
      '-maxrate',
      String(Math.round(rate.video * 1.2)),
      '-bufsize',
      String(rate.video * 2),
      // A key frame every 2 s, so 6-second segments cut cleanly and quality switches are quick.
      '-force_key_frames',
      'expr:gte(t,n_forced*2)',
      '-f',
      'hls',
      '-hls_time',
      '6',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(outDir, `${height}p-%03d.ts`),
      path.join(outDir, `${height}p.m3u8`),
    ]);
  }
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const height of heights) {
    const rate = bitrateOf(height);
    const width = Math.round((probe.width * height) / probe.height / 2) * 2;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rate.video + (probe.hasAudio ? rate.audio : 0)},RESOLUTION=${width}x${height},NAME="${height}p"`,
      `${height}p.m3u8`,
    );
  }
  await writeFile(path.join(outDir, 'master.m3u8'), `${lines.join('\n')}\n`);
  // The poster: a frame a little way in (the first is often black), at most 720 high.
  const at = Math.min(2, probe.durationSeconds / 2);
  await ffmpeg(tools, [
    '-ss',
    at.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${Math.min(720, probe.height)}`,
    '-q:v',
    '4',
    path.join(outDir, 'poster.jpg'),
  ]);
}

/** The renditions to make of a source this high: those not above it, or the smallest for a tiny one. */
export function renditionsFor(sourceHeight: number, available: readonly number[]): number[] {
  const fitting = available.filter((height) => height <= sourceHeight);
  return fitting.length > 0 ? fitting : available.slice(0, 1);
}
