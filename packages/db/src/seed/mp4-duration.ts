/**
 * Reads an MP4's length from its movie header (`moov/mvhd`), with no ffprobe: the seed test checks with it
 * that every demo lesson says the length of the clip it plays (sample-media.ts).
 */

/** One box: where its body starts and where the box ends, in the buffer. */
interface Box {
  type: string;
  body: number;
  end: number;
}

function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type (boxes over 4 GB; never ours, but the format allows it anywhere).
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last box may say this.
      size = end - at;
    }
    if (size < header || at + size > end) throw new Error(`MP4: box "${type}" at ${at} runs past its parent`);
    yield { type, body: at + header, end: at + size };
    at += size;
  }
}

/** The movie's duration in seconds (mvhd duration / timescale), or an error when there is no mvhd. */
export function mp4DurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const moov of boxes(bytes, 0, bytes.byteLength)) {
    if (moov.type !== 'moov') continue;
    for (const box of boxes(bytes, moov.body, moov.end)) {
      if (box.type !== 'mvhd') continue;
      // A full box: version (1 byte) and flags (3); version 1 has 64-bit times and duration.
      const version = bytes[box.body];
      if (version === 1) {
        const timescale = view.getUint32(box.body + 4 + 16);
        return Number(view.getBigUint64(box.body + 4 + 20)) / timescale;
      }
      const timescale = view.getUint32(box.body + 4 + 8);
      return view.getUint32(box.body + 4 + 12) / timescale;
    }
  }
  throw new Error('MP4: no moov/mvhd box');
}
