import type { IdParam } from '../common';
import type {
  CertificateDetails,
  CertificateSerialParam,
  CertifyRequest,
  CertifyResponse,
  CompletedCoursesResponse,
  CourseModulesQuery,
  CourseModulesResponse,
  CourseQuizzesQuery,
  GradesResponse,
  LessonContent,
  LessonInfo,
  LessonProgressRequest,
  LessonProgressResponse,
  LessonResourceFile,
  LessonResourceParams,
  LessonVideoResponse,
  LiveModule,
  OpenAttempt,
  QuizForTaking,
  QuizInfo,
  QuizListResponse,
  QuizResult,
  QuizSubmission,
} from '../learning';
import { route } from '../route';
import type { PdfFile } from './learning';
import type { DocumentLanguageQuery } from '../locale';

/** The learning player (issue 4): lessons, live classes, quizzes, grades and certificates. */
export const playerRoutes = {
  lessonInfo: route<{ params: typeof IdParam; response: typeof LessonInfo }>()(
    'GET',
    '/course/lesson-info/:id/',
    'public',
  ),
  lesson: route<{ params: typeof IdParam; response: typeof LessonContent }>()(
    'GET',
    '/course/lessons/:id/',
    'user',
  ),
  /** Public, but answered only for a valid signed grant whose holder may still open the lesson. */
  lessonResource: route<{ params: typeof LessonResourceParams; response: typeof LessonResourceFile }>()(
    'GET',
    '/course/lesson-resources/:grant/',
    'public',
  ),
  lessonProgress: route<{
    params: typeof IdParam;
    body: typeof LessonProgressRequest;
    response: typeof LessonProgressResponse;
  }>()('PUT', '/course/lessons/:id/progress/', 'user'),
  /** The course's instructor (or staff) checks in the service: the access is only "signed in". */
  lessonVideo: route<{ params: typeof IdParam; multipart: true; response: typeof LessonVideoResponse }>()(
    'POST',
    '/course/lessons/:id/video/',
    'user',
  ),
  courseModules: route<{ query: typeof CourseModulesQuery; response: typeof CourseModulesResponse }>()(
    'GET',
    '/course/modules/',
    'user',
  ),
  liveModule: route<{ params: typeof IdParam; response: typeof LiveModule }>()(
    'GET',
    '/course/live-module/:id/',
    'user',
  ),

  quizInfo: route<{ params: typeof IdParam; response: typeof QuizInfo }>()(
    'GET',
    '/course/quiz-info/:id/',
    'public',
  ),
  courseQuizzes: route<{ query: typeof CourseQuizzesQuery; response: typeof QuizListResponse }>()(
    'GET',
    '/course/quizzes/',
    'user',
  ),
  quiz: route<{ params: typeof IdParam; response: typeof QuizForTaking }>()(
    'GET',
    '/course/quiz/:id/',
    'user',
  ),
  startQuiz: route<{ params: typeof IdParam; response: typeof OpenAttempt }>()(
    'POST',
    '/course/quiz/:id/start/',
    'user',
  ),
  submitAttempt: route<{
    params: typeof IdParam;
    body: typeof QuizSubmission;
    response: typeof QuizResult;
  }>()('POST', '/course/quiz-attempts/:id/submit/', 'user'),
  attempt: route<{ params: typeof IdParam; response: typeof QuizResult }>()(
    'GET',
    '/course/quiz-attempts/:id/',
    'user',
  ),
  grades: route<{ response: typeof GradesResponse }>()('GET', '/course/grades/', 'user'),

  certificate: route<{ params: typeof CertificateSerialParam; response: typeof CertificateDetails }>()(
    'GET',
    '/course/certificate-details/:id/',
    'public',
  ),
  certificatePdf: route<{
    params: typeof CertificateSerialParam;
    query: typeof DocumentLanguageQuery;
    response: PdfFile;
  }>()('GET', '/course/certificate-pdf/:id/', 'public'),
  /** 201 when it issued the certificate, 200 when it answers the one issued before. */
  certify: route<{ body: typeof CertifyRequest; response: typeof CertifyResponse }>()(
    'POST',
    '/course/certify-user/',
    'user',
  ),
  completedCourses: route<{ response: typeof CompletedCoursesResponse }>()(
    'GET',
    '/course/completed-courses/',
    'user',
  ),
};
