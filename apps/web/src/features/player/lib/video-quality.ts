/**
 * The player's picture quality (issue 17 item 3): Auto lets hls.js follow the connection; a height pins
 * one rendition. On a slow or metered connection the default is a data saver: the smallest rendition on
 * Save-Data or 2G, at most 360p on 3G (a minute of 720p is about 15 MB; of 240p, about 2.5 MB).
 */
export type VideoQuality = 'auto' | number;

/** What the Network Information API says (Chromium, Android WebView; absent on iPhones and Firefox). */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

export function connectionHint(): ConnectionHint | undefined {
  return (navigator as Navigator & { connection?: ConnectionHint }).connection;
}

/** The learner's own choice, remembered on this device across lessons. */
export const QUALITY_STORAGE_KEY = 'dokkho.videoQuality';

export function storedQuality(): VideoQuality | null {
  try {
    const value = localStorage.getItem(QUALITY_STORAGE_KEY);
    if (value === 'auto') return 'auto';
    const height = Number(value);
    return Number.isInteger(height) && height > 0 ? height : null;
  } catch {
    return null;
  }
}

export function storeQuality(quality: VideoQuality): void {
  try {
    localStorage.setItem(QUALITY_STORAGE_KEY, String(quality));
  } catch {
    // Private mode with storage off: the choice lasts this lesson.
  }
}

/** The data saver's pick for this connection, or null when the connection is fine (or unknown). */
export function dataSaverQuality(renditions: readonly number[], connection?: ConnectionHint): number | null {
  if (renditions.length === 0 || !connection) return null;
  const lowest = Math.min(...renditions);
  const type = connection.effectiveType;
  if (connection.saveData || type === 'slow-2g' || type === '2g') return lowest;
  if (type === '3g') {
    const fitting = renditions.filter((height) => height <= 360);
    return fitting.length > 0 ? Math.max(...fitting) : lowest;
  }
  return null;
}

/**
 * The quality a lesson starts at: the learner's remembered choice when this video has it (or Auto),
 * else the data saver's pick, else Auto.
 */
export function initialQuality(
  renditions: readonly number[],
  connection?: ConnectionHint,
  stored: VideoQuality | null = null,
): { quality: VideoQuality; dataSaver: boolean } {
  if (stored === 'auto' || (stored !== null && renditions.includes(stored))) {
    return { quality: stored, dataSaver: false };
  }
  const saver = dataSaverQuality(renditions, connection);
  return saver === null ? { quality: 'auto', dataSaver: false } : { quality: saver, dataSaver: true };
}

/** hls.js's level index of a quality: -1 for Auto (or a height the stream does not have). */
export function levelIndex(levelHeights: readonly number[], quality: VideoQuality): number {
  return quality === 'auto' ? -1 : levelHeights.indexOf(quality);
}
