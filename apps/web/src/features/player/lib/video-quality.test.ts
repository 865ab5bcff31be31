import { describe, expect, it } from 'vitest';
import { dataSaverQuality, initialQuality, levelIndex } from './video-quality';

const ALL = [240, 360, 720];

describe('the data saver', () => {
  it('picks the smallest rendition on Save-Data and 2G, at most 360p on 3G, nothing on 4G or unknown', () => {
    expect(dataSaverQuality(ALL, { saveData: true, effectiveType: '4g' })).toBe(240);
    expect(dataSaverQuality(ALL, { effectiveType: 'slow-2g' })).toBe(240);
    expect(dataSaverQuality(ALL, { effectiveType: '2g' })).toBe(240);
    expect(dataSaverQuality(ALL, { effectiveType: '3g' })).toBe(360);
    expect(dataSaverQuality([240], { effectiveType: '3g' })).toBe(240);
    expect(dataSaverQuality([720], { effectiveType: '3g' })).toBe(720);
    expect(dataSaverQuality(ALL, { effectiveType: '4g' })).toBeNull();
    expect(dataSaverQuality(ALL, undefined)).toBeNull();
    expect(dataSaverQuality([], { saveData: true })).toBeNull();
  });
});

describe('the starting quality', () => {
  it("keeps the learner's own choice over the data saver, when the video has it", () => {
    expect(initialQuality(ALL, { effectiveType: '2g' }, 720)).toEqual({ quality: 720, dataSaver: false });
    expect(initialQuality(ALL, { effectiveType: '2g' }, 'auto')).toEqual({
      quality: 'auto',
      dataSaver: false,
    });
    // A 360p source has no 720p: the data saver decides again.
    expect(initialQuality([240, 360], { effectiveType: '3g' }, 720)).toEqual({
      quality: 360,
      dataSaver: true,
    });
    expect(initialQuality(ALL, { effectiveType: '4g' }, null)).toEqual({ quality: 'auto', dataSaver: false });
  });

  it("maps a quality to hls.js's level index", () => {
    expect(levelIndex(ALL, 'auto')).toBe(-1);
    expect(levelIndex(ALL, 360)).toBe(1);
    expect(levelIndex(ALL, 1080)).toBe(-1);
  });
});
