import type { IdParam } from '../common';
import { route } from '../route';
import type { LessonCaptionsRequest, LessonMediaFile, LessonMediaParams, LessonVideoState } from '../video';

/** Lesson video (issue 17 item 3). The tus upload endpoint is `VIDEO_UPLOAD_PATH` in `../video`. */
export const videoRoutes = {
  /** The course's instructor (or staff) checks in the service: the access is only "signed in". */
  videoState: route<{ params: typeof IdParam; response: typeof LessonVideoState }>()(
    'GET',
    '/course/lessons/:id/video-status/',
    'user',
  ),
  captions: route<{
    params: typeof IdParam;
    body: typeof LessonCaptionsRequest;
    response: typeof LessonVideoState;
  }>()('PUT', '/course/lessons/:id/captions/', 'user'),
  /** Public, but every answer is checked against the signed grant in the path. */
  media: route<{ params: typeof LessonMediaParams; response: typeof LessonMediaFile }>()(
    'GET',
    '/course/lesson-media/:grant/:file',
    'public',
  ),
};
