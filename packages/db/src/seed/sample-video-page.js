/* global Mp4Muxer, OffscreenCanvas, VideoEncoder, VideoFrame */
/**
 * Runs inside Chromium for sample-video.ts (plain JavaScript: the page gets this file as it is). Draws the
 * sample lesson frame by frame, encodes it to H.264 with WebCodecs and muxes a fast-start MP4 with
 * mp4-muxer (loaded before this file, as the global `Mp4Muxer`). Answers the file as base64.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
async function renderSampleVideo({ width, height, fps, seconds }) {
  const { Muxer, ArrayBufferTarget } = Mp4Muxer;
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({
    target,
    video: { codec: 'avc', width, height, frameRate: fps },
    fastStart: 'in-memory',
  });
  let failure = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (error) => {
      failure = error;
    },
  });
  // Constrained Baseline, level 3.1: 1280x720 at up to 30 fps, decodable by old Android phones.
  encoder.configure({
    codec: 'avc1.42001f',
    width,
    height,
    bitrate: 240_000,
    framerate: fps,
    avc: { format: 'avc' },
  });

  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d');
  const frames = seconds * fps;
  const bullets = [
    'Watch the lesson, then try it yourself',
    'Mark it complete to track your progress',
    'Come back any time: we remember where you stopped',
  ];
  const clock = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

  for (let i = 0; i < frames; i++) {
    const t = i / fps;
    const bg = g.createLinearGradient(0, 0, width, height);
    bg.addColorStop(0, '#134E4A');
    bg.addColorStop(1, '#0F766E');
    g.fillStyle = bg;
    g.fillRect(0, 0, width, height);

    // A slow-moving soft circle: something changes in every frame, so a stalled player is obvious.
    g.fillStyle = 'rgba(94, 234, 212, 0.12)';
    g.beginPath();
    g.arc(width * 0.82 + Math.sin(t / 2) * 40, height * 0.3 + Math.cos(t / 3) * 30, 190, 0, Math.PI * 2);
    g.fill();

    g.fillStyle = '#FFFFFF';
    g.font = 'bold 40px sans-serif';
    g.fillText('Dokkho', 72, 96);
    g.fillStyle = '#FBBF24';
    g.fillRect(72, 110, 64, 6);

    g.fillStyle = '#CCFBF1';
    g.font = '600 28px sans-serif';
    g.fillText('SAMPLE LESSON', 72, 210);
    g.fillStyle = '#FFFFFF';
    g.font = 'bold 64px sans-serif';
    g.fillText('Your first lesson starts here', 72, 290);

    g.font = '32px sans-serif';
    bullets.forEach((text, index) => {
      const appear = 2 + index * 3;
      if (t < appear) return;
      const alpha = Math.min(1, (t - appear) / 0.6);
      g.fillStyle = `rgba(251, 191, 36, ${alpha})`;
      g.beginPath();
      g.arc(88, 380 + index * 64 - 10, 9, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = `rgba(255, 255, 255, ${alpha})`;
      g.fillText(text, 116, 380 + index * 64);
    });

    // Progress bar and clock, as a slide deck would show them.
    const barY = height - 72;
    g.fillStyle = 'rgba(255, 255, 255, 0.25)';
    g.fillRect(72, barY, width - 144 - 210, 8);
    g.fillStyle = '#FBBF24';
    g.fillRect(72, barY, ((width - 144 - 210) * i) / (frames - 1), 8);
    g.fillStyle = '#FFFFFF';
    g.font = '600 28px monospace';
    g.textAlign = 'right';
    g.fillText(`${clock(t)} / ${clock(seconds)}`, width - 72, barY + 12);
    g.textAlign = 'left';

    const frame = new VideoFrame(canvas, {
      timestamp: Math.round((i * 1_000_000) / fps),
      duration: Math.round(1_000_000 / fps),
    });
    encoder.encode(frame, { keyFrame: i % (fps * 2) === 0 });
    frame.close();
    if (encoder.encodeQueueSize > 8) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await encoder.flush();
  if (failure) throw failure;
  muxer.finalize();
  const bytes = new Uint8Array(target.buffer);
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}
