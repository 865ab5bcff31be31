// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LessonVideoState } from '@dokkho/contract/video';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { LessonCaptionsUpload, LessonVideoUpload } from '../index';

const state = (overrides: Partial<LessonVideoState> = {}): LessonVideoState => ({
  lesson_id: 41,
  status: null,
  failure_reason: null,
  renditions: [],
  duration_seconds: null,
  video_url: null,
  captions: [],
  ...overrides,
});

beforeEach(() => signIn());

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LessonVideoUpload', () => {
  it('offers to continue an upload a reload interrupted, at the point the server holds', async () => {
    // What tus-js-client keeps for a started upload of this lesson (fingerprint `dokkho-video-41-...`).
    localStorage.setItem(
      'tus::dokkho-video-41-lecture.mp4-104857600-1700000000000::123',
      JSON.stringify({
        size: 104_857_600,
        metadata: { lesson_id: '41', filename: 'lecture.mp4' },
        creationTime: '2026-11-27T09:00:00.000Z',
        uploadUrl: '/api/course/video-uploads/0123456789abcdef0123456789abcdef',
      }),
    );
    const calls = stubApi((call) => {
      if (call.path === '/api/course/lessons/41/video-status/') return json(state());
      if (
        call.path === '/api/course/video-uploads/0123456789abcdef0123456789abcdef' &&
        call.method === 'HEAD'
      ) {
        return new Response(null, { status: 200, headers: { 'Upload-Offset': String(40 * 1024 * 1024) } });
      }
      return undefined;
    });
    renderPage(<LessonVideoUpload lessonId={41} />, '/');
    expect(
      await screen.findByText(/The upload of lecture\.mp4 stopped at 40%\. Choose the same file again/),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploaded before' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(calls.some((call) => call.method === 'HEAD')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Discard it and start afresh' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  it('forgets an unfinished upload the server no longer has', async () => {
    localStorage.setItem(
      'tus::dokkho-video-41-old.mp4-1000-1::9',
      JSON.stringify({
        size: 1000,
        metadata: { filename: 'old.mp4' },
        creationTime: '2026-11-01T00:00:00.000Z',
        uploadUrl: '/api/course/video-uploads/gone',
      }),
    );
    stubApi((call) => {
      if (call.path === '/api/course/lessons/41/video-status/') return json(state());
      if (call.method === 'HEAD') return json({ detail: 'Not found.' }, 404);
      return undefined;
    });
    renderPage(<LessonVideoUpload lessonId={41} />, '/');
    expect(await screen.findByText('Choose a video')).toBeTruthy();
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]),
    );
    expect(screen.queryByText(/stopped at/)).toBeNull();
  });

  it('says where the transcoding is: ready in which qualities, or why it failed', async () => {
    stubApi((call) =>
      call.path === '/api/course/lessons/41/video-status/'
        ? json(state({ status: 'ready', renditions: [240, 360, 720], video_url: '/media/lessons/41-a.mp4' }))
        : undefined,
    );
    renderPage(<LessonVideoUpload lessonId={41} />, '/');
    expect(await screen.findByText('Ready to stream in 240p, 360p, 720p.')).toBeTruthy();
    expect(screen.getByText('Replace the video')).toBeTruthy();
  });

  it('shows a failed transcode with its reason', async () => {
    stubApi((call) =>
      call.path === '/api/course/lessons/41/video-status/'
        ? json(state({ status: 'failed', failure_reason: 'ffprobe found no video stream in the upload.' }))
        : undefined,
    );
    renderPage(<LessonVideoUpload lessonId={41} />, '/');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ffprobe found no video stream in the upload.',
    );
  });
});

describe('LessonCaptionsUpload', () => {
  it("sends the chosen language's file and shows the server's refusal", async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/course/lessons/41/video-status/') return json(state());
      if (call.path === '/api/course/lessons/41/captions/') {
        return json({ vtt: ['This is not a WebVTT file: it must begin with the line WEBVTT.'] }, 400);
      }
      return undefined;
    });
    renderPage(<LessonCaptionsUpload lessonId={41} />, '/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'en' } });
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], 'lesson.srt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('WebVTT file (.vtt)'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain('This is not a WebVTT file');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ language: 'en', vtt: '1\n00:00:01,000 --> 00:00:02,000\nHi\n' });
  });
});
