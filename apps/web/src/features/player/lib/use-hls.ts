import { useEffect, useRef, useState, type RefObject } from 'react';
import type HlsType from 'hls.js';
import { levelIndex, type VideoQuality } from './video-quality';

export type HlsEngine = 'hls.js' | 'native' | 'fallback' | null;

/**
 * Plays an HLS master playlist in the <video>: with hls.js (downloaded only here, when a lesson has HLS)
 * wherever Media Source Extensions exist, else natively (iPhones: the browser picks the rendition), and
 * on a fatal error (a link that expired, a segment that will not load) the original file instead, as a
 * lesson without HLS plays. `quality` pins a rendition; Auto lets hls.js follow the connection.
 */
export function useHls(options: {
  videoRef: RefObject<HTMLVideoElement | null>;
  hlsUrl: string | null;
  fallbackUrl: string | null;
  quality: VideoQuality;
}): { engine: HlsEngine; levels: number[] } {
  const { videoRef, hlsUrl, fallbackUrl, quality } = options;
  const hlsRef = useRef<HlsType | null>(null);
  const [engine, setEngine] = useState<HlsEngine>(null);
  const [levels, setLevels] = useState<number[]>([]);
  // The quality when the stream starts; later changes go through the effect below.
  const qualityRef = useRef(quality);
  useEffect(() => {
    qualityRef.current = quality;
  }, [quality]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hlsUrl) return;
    let cancelled = false;
    const fallBack = () => {
      hlsRef.current?.destroy();
      hlsRef.current = null;
      if (fallbackUrl) video.src = fallbackUrl;
      setEngine('fallback');
    };
    void import('hls.js').then(
      ({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (video.canPlayType('application/vnd.apple.mpegurl')) {
            video.src = hlsUrl;
            setEngine('native');
          } else fallBack();
          return;
        }
        const hls = new Hls({ capLevelToPlayerSize: false, maxBufferLength: 30 });
        hlsRef.current = hls;
        hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          const heights = data.levels.map((level) => level.height);
          setLevels(heights);
          const index = levelIndex(heights, qualityRef.current);
          // A pinned quality starts there; Auto starts at the smallest and climbs as the connection allows.
          hls.startLevel = index >= 0 ? index : 0;
          if (index >= 0) hls.currentLevel = index;
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fallBack();
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(video);
        setEngine('hls.js');
      },
      // The chunk did not download (offline for a moment): the original still plays.
      fallBack,
    );
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      setEngine(null);
      setLevels([]);
    };
  }, [videoRef, hlsUrl, fallbackUrl]);

  useEffect(() => {
    const hls = hlsRef.current;
    if (!hls || levels.length === 0) return;
    const index = levelIndex(levels, quality);
    // currentLevel switches now (the buffer ahead is dropped); -1 is Auto.
    if (hls.currentLevel !== index || (index === -1 && !hls.autoLevelEnabled)) hls.currentLevel = index;
  }, [quality, levels]);

  return { engine, levels };
}
