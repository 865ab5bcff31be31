const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

/**
 * Whether a recording link is a video file the page can play itself (the seeded recordings point at the
 * sample lesson video) or a page elsewhere (YouTube, a meeting provider's cloud recording) to link to.
 */
export function isPlayableVideo(url: string): boolean {
  try {
    return VIDEO_FILE.test(new URL(url, 'https://dokkho.invalid').pathname);
  } catch {
    return false;
  }
}
