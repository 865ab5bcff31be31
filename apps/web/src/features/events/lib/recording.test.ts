import { describe, expect, it } from 'vitest';
import { isPlayableVideo } from './recording';

describe('isPlayableVideo', () => {
  it('plays video files, wherever they are', () => {
    expect(isPlayableVideo('/media/sample/lesson.mp4')).toBe(true);
    expect(isPlayableVideo('https://cdn.example.com/rec/class.WEBM?sig=abc')).toBe(true);
  });

  it('links to pages', () => {
    expect(isPlayableVideo('https://www.youtube.com/watch?v=abc')).toBe(false);
    expect(isPlayableVideo('https://example.com/recording.mp4.html')).toBe(false);
  });
});
