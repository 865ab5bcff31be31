/**
 * Generates the demo lessons' sample video (sample-media.ts) offline, without ffmpeg: Debian's Chromium
 * draws each frame on a canvas, encodes it to H.264 with WebCodecs and `mp4-muxer` writes a fast-start MP4
 * (duration and index up front, so the player can seek before the whole file is in). H.264 in MP4 plays
 * in every browser a learner in Bangladesh is likely to have, Safari on iPhone included. Silent on
 * purpose: no audio codec in this Chromium build encodes AAC. Frames are drawn from the frame number only,
 * so a rerun gives the same picture. Run it when the clip should change:
 *
 *   node --import tsx packages/db/src/seed/sample-video.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_PUBLIC_DIR } from './artwork';
import {
  SAMPLE_VIDEO_FILE,
  SAMPLE_VIDEO_HEIGHT,
  SAMPLE_VIDEO_SECONDS,
  SAMPLE_VIDEO_WIDTH,
} from './sample-media';

const FPS = 24;

export async function generateSampleVideo(outFile = path.join(DEMO_PUBLIC_DIR, SAMPLE_VIDEO_FILE)) {
  const require = createRequire(import.meta.url);
  const muxerScript = require.resolve('mp4-muxer');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context; an https page answered from here is one, with no network.
    await page.route('https://sample-video.invalid/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sample video</title>' }),
    );
    await page.goto('https://sample-video.invalid/');
    await page.addScriptTag({ path: muxerScript });
    await page.addScriptTag({ path: fileURLToPath(new URL('./sample-video-page.js', import.meta.url)) });
    const input = {
      width: SAMPLE_VIDEO_WIDTH,
      height: SAMPLE_VIDEO_HEIGHT,
      fps: FPS,
      seconds: SAMPLE_VIDEO_SECONDS,
    };
    const base64 = (await page.evaluate(`renderSampleVideo(${JSON.stringify(input)})`)) as string;
    const bytes = Buffer.from(base64, 'base64');
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, bytes);
    return { file: outFile, bytes: bytes.length };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { file, bytes } = await generateSampleVideo();
  process.stdout.write(`Wrote ${file} (${Math.round(bytes / 1024)} KB).\n`);
}
