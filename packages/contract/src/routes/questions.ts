import type {
  AnswerIdParam,
  AskQuestionRequest,
  CourseQuestionsQuery,
  DetailResponse,
  EditQuestionRequest,
  HideRequest,
  MarkHelpfulRequest,
  QuestionIdParam,
  QuestionPage,
  QuestionPageQuery,
  QuestionResponse,
  QuestionThread,
  ReplyRequest,
  UpvoteResponse,
} from '../questions';
import { route } from '../route';

/**
 * Questions and answers (issue 17 item 6). Access is "signed in" for most: enrolment, teaching the course
 * or staff is checked by the service per question (a role guard cannot know the course).
 */
export const questionRoutes = {
  courseQuestions: route<{ query: typeof CourseQuestionsQuery; response: typeof QuestionPage }>()(
    'GET',
    '/course/questions/',
    'user',
  ),
  myQuestions: route<{ query: typeof QuestionPageQuery; response: typeof QuestionPage }>()(
    'GET',
    '/course/my-questions/',
    'user',
  ),
  thread: route<{ params: typeof QuestionIdParam; response: typeof QuestionThread }>()(
    'GET',
    '/course/questions/:id/',
    'user',
  ),
  ask: route<{ body: typeof AskQuestionRequest; response: typeof QuestionResponse }>()(
    'POST',
    '/course/questions/',
    'user',
  ),
  edit: route<{
    params: typeof QuestionIdParam;
    body: typeof EditQuestionRequest;
    response: typeof QuestionResponse;
  }>()('PATCH', '/course/questions/:id/', 'user'),
  remove: route<{ params: typeof QuestionIdParam; response: typeof DetailResponse }>()(
    'DELETE',
    '/course/questions/:id/',
    'user',
  ),
  reply: route<{
    params: typeof QuestionIdParam;
    body: typeof ReplyRequest;
    response: typeof QuestionResponse;
  }>()('POST', '/course/questions/:id/answers/', 'user'),
  upvote: route<{ params: typeof QuestionIdParam; response: typeof UpvoteResponse }>()(
    'PUT',
    '/course/questions/:id/upvote/',
    'user',
  ),
  removeUpvote: route<{ params: typeof QuestionIdParam; response: typeof UpvoteResponse }>()(
    'DELETE',
    '/course/questions/:id/upvote/',
    'user',
  ),
  markHelpful: route<{
    params: typeof QuestionIdParam;
    body: typeof MarkHelpfulRequest;
    response: typeof QuestionResponse;
  }>()('PUT', '/course/questions/:id/helpful/', 'user'),
  hideQuestion: route<{
    params: typeof QuestionIdParam;
    body: typeof HideRequest;
    response: typeof QuestionResponse;
  }>()('PUT', '/course/questions/:id/hidden/', 'staff'),
  hideAnswer: route<{
    params: typeof AnswerIdParam;
    body: typeof HideRequest;
    response: typeof QuestionResponse;
  }>()('PUT', '/course/question-answers/:id/hidden/', 'staff'),
  /** Every question on the instructor's courses, unanswered first. */
  instructorQuestions: route<{ query: typeof QuestionPageQuery; response: typeof QuestionPage }>()(
    'GET',
    '/instructor/questions/',
    'instructor',
  ),
};
