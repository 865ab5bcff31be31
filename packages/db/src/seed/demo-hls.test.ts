// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_DIR } from './artwork';
import { DEMO_HLS_CLIPS, DEMO_HLS_RENDITIONS, demoHlsUrl } from './demo-hls';

const folderOf = (clipNumber: number) =>
  path.join(DEMO_PUBLIC_DIR, demoHlsUrl(clipNumber).replace(/^\/demo\//, ''));

describe('the demo clips streamed as HLS', () => {
  it.each(DEMO_HLS_CLIPS.map((clip) => [clip.number, clip.seconds]))(
    'clip %i has a master playlist, every rendition with all its segments, and a poster',
    (clipNumber, seconds) => {
      const folder = folderOf(clipNumber);
      const master = readFileSync(path.join(folder, 'master.m3u8'), 'utf8');
      for (const height of DEMO_HLS_RENDITIONS) {
        expect(master).toContain(`x${height},NAME="${height}p"\n${height}p.m3u8`);
        const playlist = readFileSync(path.join(folder, `${height}p.m3u8`), 'utf8');
        expect(playlist).toContain('#EXT-X-ENDLIST');
        const segments = playlist.split('\n').filter((line) => line.endsWith('.m4s'));
        expect(segments.length).toBeGreaterThan(0);
        for (const segment of segments) expect(existsSync(path.join(folder, segment))).toBe(true);
        expect(playlist).toContain(`#EXT-X-MAP:URI="${height}p-init.mp4"`);
        expect(existsSync(path.join(folder, `${height}p-init.mp4`))).toBe(true);
        // The segments add up to the clip's length (the seed gives the lesson that length).
        const total = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].reduce(
          (sum, match) => sum + Number(match[1]),
          0,
        );
        expect(Math.round(total)).toBe(seconds);
      }
      expect(readFileSync(path.join(folder, 'poster.jpg')).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    },
  );
});
