import type {
  CertificateDetails,
  CourseModulesResponse,
  LessonContent,
  QuizForTaking,
  QuizInfo,
  QuizSummary,
} from '@dokkho/contract/learning';

/** Test data and a harness for the player, quiz and certificate pages (only tests import it). */

export function lesson(overrides: Partial<LessonContent> = {}): LessonContent {
  return {
    id: 1002,
    course_id: 12,
    course_title: 'Excel Essentials for Office Jobs',
    module: { id: 101, title: 'Excel basics' },
    kind: 'video',
    title: 'Workbooks, sheets, rows and columns',
    duration_seconds: 555,
    video_url: '/demo/media/lesson-clip-4.mp4',
    body: '',
    resources: [{ id: 5, title: 'Practice workbook', url: '/media/practice.xlsx', size_bytes: 24_576 }],
    is_preview: false,
    progress: { position_seconds: 0, completed: false, completed_at: null },
    previous_lesson_id: 1001,
    next_lesson_id: 1003,
    playback: { hls_url: null, poster_url: null, renditions: [], captions: [] },
    ...overrides,
  };
}

export function outline(overrides: Partial<CourseModulesResponse> = {}): CourseModulesResponse {
  return {
    course_id: 12,
    course_title: 'Excel Essentials for Office Jobs',
    is_enrolled: true,
    progress_percent: 33,
    resume_lesson_id: 1002,
    modules: [
      {
        id: 101,
        kind: 'recorded',
        title: 'Excel basics',
        description: '',
        starts_at: null,
        live_duration_minutes: null,
        duration_seconds: 1125,
        lessons: [
          {
            id: 1001,
            kind: 'video',
            title: 'Welcome to Excel',
            duration_seconds: 330,
            is_preview: true,
            completed: true,
          },
          {
            id: 1002,
            kind: 'video',
            title: 'Workbooks, sheets, rows and columns',
            duration_seconds: 555,
            is_preview: false,
            completed: false,
          },
          {
            id: 1003,
            kind: 'article',
            title: 'Cheat sheet: shortcuts',
            duration_seconds: 240,
            is_preview: false,
            completed: false,
          },
        ],
      },
      {
        id: 102,
        kind: 'live',
        title: 'Live Q&A: your first report',
        description: 'Bring your questions.',
        starts_at: '2026-12-05T14:00:00.000Z',
        live_duration_minutes: 90,
        duration_seconds: 5400,
        lessons: [],
      },
    ],
    ...overrides,
  };
}

export function quizSummary(overrides: Partial<QuizSummary> = {}): QuizSummary {
  return {
    id: 40,
    course_id: 12,
    module_id: null,
    title: 'Excel essentials: final check',
    description: 'Five questions on the formulas and habits that office jobs expect on day one.',
    question_count: 2,
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: null,
    attempts_used: 0,
    best_percent: null,
    passed: false,
    last_attempt_id: null,
    ...overrides,
  };
}

export function quizInfo(overrides: Partial<QuizInfo> = {}): QuizInfo {
  const {
    id,
    course_id,
    title,
    description,
    question_count,
    time_limit_seconds,
    pass_percent,
    max_attempts,
  } = quizSummary();
  return {
    id,
    course_id,
    title,
    description,
    question_count,
    time_limit_seconds,
    pass_percent,
    max_attempts,
    course_title: 'Excel Essentials for Office Jobs',
    ...overrides,
  };
}

export function quizForTaking(overrides: Partial<QuizForTaking> = {}): QuizForTaking {
  return {
    ...quizSummary(),
    questions: [
      {
        id: 501,
        kind: 'single',
        prompt: 'Which formula adds the values in cells B2 to B10?',
        points: 1,
        options: [
          { id: 1, text: '=ADD(B2:B10)' },
          { id: 2, text: '=SUM(B2:B10)' },
        ],
      },
      {
        id: 502,
        kind: 'multiple',
        prompt: 'Which of these look up a value in another table?',
        points: 1,
        options: [
          { id: 3, text: 'VLOOKUP' },
          { id: 4, text: 'XLOOKUP' },
          { id: 5, text: 'CONCAT' },
        ],
      },
    ],
    open_attempt: null,
    ...overrides,
  };
}

export function certificate(overrides: Partial<CertificateDetails> = {}): CertificateDetails {
  return {
    serial: 'DKH-DEM0-2026-0001',
    learner_name: 'তাহমিনা আক্তার',
    course_id: 12,
    course_title: 'Excel Essentials for Office Jobs',
    instructor_name: 'Tanvir Ahmed',
    issued_at: '2026-11-20T20:30:00.000Z',
    verify_url: 'http://localhost/certificate/DKH-DEM0-2026-0001',
    pdf_url: 'http://localhost/api/course/certificate-pdf/DKH-DEM0-2026-0001/',
    ...overrides,
  };
}

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
