/**
 * Lesson video uploads for instructors (issue 17 item 3): the resumable upload with its progress and
 * transcoding state, and the captions upload. The course editor places them on a video lesson.
 */
export { LessonVideoUpload } from './components/lesson-video-upload';
export { LessonCaptionsUpload } from './components/lesson-captions-upload';
