import { z } from 'zod';
import { Id, PG_INTEGER_MAX, idFromText } from './common';
import { VersionOf } from './course-versions';
import { CourseState } from './teaching';

/**
 * The course editor (issue 17 item 2, /ir-dashboard/add-courses and edit-courses/{id}): an instructor
 * writes a draft course's details, curriculum, pricing and FAQ. Every edit names the revision it was made
 * on (`base_revision`) and answers the whole editable course with the next revision, so two tabs never
 * overwrite each other silently (docs/decisions/033). Money is integer poisha.
 */

export const COURSE_EDITOR_MESSAGES = {
  stale: 'This course was changed in another tab or device. Load the latest to go on.',
  published: 'A published course is changed through a new version: open one with "Edit" on My courses.',
  inReview: 'This course is waiting for review: it can be edited again when staff send it back.',
  moduleNotFound: 'That module is not in this course.',
  lessonNotFound: 'That lesson is not in this course.',
  orderMismatch: 'Send every item of the list exactly once, in the new order.',
  genreNotFound: 'Choose one of the listed genres.',
  salePrice: 'The sale price must be lower than the price.',
  videoUrl: 'A video lesson needs its video URL.',
  revision: 'Send the revision you edited',
  url: 'Enter a full link starting with https://',
  thumbnailType: 'Upload the thumbnail as a JPEG, PNG or WebP image.',
  thumbnailPixels: 'This image is too large in pixels. Use one under 40 megapixels.',
  thumbnailUnreadable: 'This image could not be read. Try another file.',
  thumbnailMissing: 'Choose an image to upload.',
  thumbnailTooLarge: 'The image is too large: upload one of at most 5 MB.',
  resourceType: 'Upload a PDF, a ZIP (Office files too), an image or a plain-text file.',
  resourceTooLarge: 'The file is too large: upload one of at most 20 MB.',
  resourceMissing: 'Choose a file to upload.',
  resourcesFull: 'A lesson has at most 20 resources. Remove one first.',
  resourceUnknown: 'This file is not one of this lesson’s uploads. Upload it again.',
} as const;

/** Lesson resources uploaded as files: at most this many bytes, checked by their content. */
export const LESSON_RESOURCE_MAX_MB = 20;
export const LESSON_RESOURCE_MAX_BYTES = LESSON_RESOURCE_MAX_MB * 1024 * 1024;
export const LESSON_RESOURCES_MAX = 20;
/**
 * An uploaded resource as the editor names it: its storage key (docs/decisions/035), never a URL anyone
 * can open. A private upload, a file uploaded before resources were private, or a seeded practice file.
 * The editor sends it back as it got it; the server accepts only the lesson's own.
 */
export const UPLOADED_RESOURCE_PATTERN =
  /^(?:(?:private\/)?lesson-resources\/[0-9a-f]{32}\.[a-z0-9]{1,5}|\/demo\/resources\/[A-Za-z0-9._-]{1,100})$/;

/** The thumbnail: at most this many bytes uploaded; stored as a 16:9 WebP. */
export const COURSE_THUMBNAIL_MAX_MB = 5;
export const COURSE_THUMBNAIL_MAX_BYTES = COURSE_THUMBNAIL_MAX_MB * 1024 * 1024;

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS, {
  error: 'Choose beginner, intermediate, advanced or all-levels',
});
export const TeachingLanguage = z.enum(['bn', 'en'], { error: 'Choose Bangla or English' });

const atMost = (max: number) => ({ error: `Use at most ${max} characters` });
const text = (max: number) => z.string().trim().max(max, atMost(max));
const title = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Write a title' })
    .max(max, { error: `Use at most ${max} characters` });
/** Bangla versions (ADR 026): blank means "not written", and null is stored. */
const optionalText = (max: number) => text(max).nullable();
const httpsUrl = z
  .string()
  .trim()
  .max(2000, atMost(2000))
  .refine((value) => /^https:\/\/[^\s]+$/i.test(value), { error: COURSE_EDITOR_MESSAGES.url });
const BaseRevision = z.number({ error: COURSE_EDITOR_MESSAGES.revision }).int().min(0).max(PG_INTEGER_MAX);
const poisha = z
  .number({ error: 'Enter an amount in taka' })
  .int({ error: 'Enter an amount in taka' })
  .min(0, { error: 'The amount cannot be negative' })
  .max(10_000_000_00, { error: 'The amount is too large' });

export const CourseEditorDetails = z.object({
  title: title(120),
  subtitle: text(200),
  /** Markdown, sanitised when rendered. */
  description: text(20_000),
  outcomes: z.array(text(200)).max(20, { error: 'List at most 20 outcomes' }),
  genre_id: Id,
  level: CourseLevel,
  language: TeachingLanguage,
  tags: z.array(text(40)).max(12, { error: 'Use at most 12 tags' }),
  title_bn: optionalText(120),
  subtitle_bn: optionalText(200),
  description_bn: optionalText(20_000),
  outcomes_bn: z.array(text(200)).max(20, { error: 'List at most 20 outcomes' }).nullable(),
});
export type CourseEditorDetails = z.infer<typeof CourseEditorDetails>;

export const CourseEditorPricing = z
  .object({
    /** Poisha; 0 is a free course. */
    price: poisha,
    /** Poisha, lower than the price; null for no sale. */
    sale_price: poisha.nullable(),
  })
  .refine((value) => value.sale_price === null || value.sale_price < value.price, {
    error: COURSE_EDITOR_MESSAGES.salePrice,
    path: ['sale_price'],
  });
export type CourseEditorPricing = z.infer<typeof CourseEditorPricing>;

export const CourseEditorFaq = z.object({
  question: title(300),
  answer: z.string().trim().min(1, { error: 'Write an answer' }).max(3000, atMost(3000)),
  question_bn: optionalText(300),
  answer_bn: optionalText(3000),
});
export type CourseEditorFaq = z.infer<typeof CourseEditorFaq>;

export const LESSON_KINDS = ['video', 'article'] as const;
export const LessonKind = z.enum(LESSON_KINDS, { error: 'Choose video or article' });
export type LessonKind = z.infer<typeof LessonKind>;

export const CourseEditorResource = z.object({
  title: title(200),
  /** An https link, or a file uploaded here (its storage key: UPLOADED_RESOURCE_PATTERN). */
  url: z
    .string()
    .trim()
    .max(2000, atMost(2000))
    .refine((value) => /^https:\/\/[^\s]+$/i.test(value) || UPLOADED_RESOURCE_PATTERN.test(value), {
      error: COURSE_EDITOR_MESSAGES.url,
    }),
});
export type CourseEditorResource = z.infer<typeof CourseEditorResource>;

export const CourseEditorLesson = z.object({
  id: z.number().int(),
  kind: LessonKind,
  title: z.string(),
  position: z.number().int(),
  duration_seconds: z.number().int(),
  /** Video lessons: the video's URL (uploads come with the video slice). */
  video_url: z.string().nullable(),
  /** Article lessons: Markdown. */
  body: z.string(),
  is_preview: z.boolean(),
  resources: z.array(CourseEditorResource),
});
export type CourseEditorLesson = z.infer<typeof CourseEditorLesson>;

export const CourseEditorModule = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(CourseEditorLesson),
});
export type CourseEditorModule = z.infer<typeof CourseEditorModule>;

export const CourseEditorGenre = z.object({ id: z.number().int(), name: z.string() });

/** `GET instructor/courses/{id}/edit/` and the answer of every edit. */
export const CourseEditorCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: CourseState,
  /** Bumped by every edit; send it back as `base_revision`. */
  revision: z.number().int(),
  /** Whether the editor may change it (a draft, in this slice). */
  editable: z.boolean(),
  thumbnail: z.string(),
  details: CourseEditorDetails,
  pricing: z.object({ price: z.number().int(), sale_price: z.number().int().nullable() }),
  faqs: z.array(CourseEditorFaq),
  modules: z.array(CourseEditorModule),
  /** The genres a course can be filed under. */
  genres: z.array(CourseEditorGenre),
  updated_at: z.string(),
  /** A new version of a published course (docs/decisions/038): the course it replaces when published. */
  version_of: VersionOf.nullable(),
});
export type CourseEditorCourse = z.infer<typeof CourseEditorCourse>;

/** `POST instructor/courses/`: a new draft with its title (the rest is filled in the editor). */
export const CourseDraftCreate = z.object({ title: title(120) });
export type CourseDraftCreate = z.infer<typeof CourseDraftCreate>;

/** `PATCH instructor/courses/{id}/edit/`: any of the sections, each replaced whole. */
export const CourseEditorPatch = z
  .object({
    base_revision: BaseRevision,
    details: CourseEditorDetails.optional(),
    pricing: CourseEditorPricing.optional(),
    faqs: z.array(CourseEditorFaq).max(30, { error: 'Use at most 30 questions' }).optional(),
  })
  .strict();
export type CourseEditorPatch = z.infer<typeof CourseEditorPatch>;

export const ModuleCreate = z.object({ base_revision: BaseRevision, title: title(200) }).strict();
export const ModuleRename = ModuleCreate;
export const LessonCreate = z
  .object({ base_revision: BaseRevision, title: title(200), kind: LessonKind })
  .strict();
export type LessonCreate = z.infer<typeof LessonCreate>;

/** `PATCH instructor/courses/{id}/lessons/{lesson_id}/`: the fields sent are replaced. */
export const LessonUpdate = z
  .object({
    base_revision: BaseRevision,
    title: title(200).optional(),
    duration_seconds: z
      .number({ error: 'Enter the length in seconds' })
      .int()
      .min(0)
      .max(24 * 3600, { error: 'A lesson is at most 24 hours long' })
      .optional(),
    video_url: httpsUrl.nullable().optional(),
    body: text(100_000).optional(),
    /** One lesson of the course is the free preview: marking one unmarks the others. */
    is_preview: z.boolean().optional(),
    resources: z
      .array(CourseEditorResource)
      .max(LESSON_RESOURCES_MAX, { error: 'Attach at most 20 resources' })
      .optional(),
  })
  .strict();
export type LessonUpdate = z.infer<typeof LessonUpdate>;

/** Reorders: every id of the list once, in the new order. */
export const ReorderRequest = z
  .object({
    base_revision: BaseRevision,
    ids: z.array(Id).min(1).max(500),
  })
  .strict();
export type ReorderRequest = z.infer<typeof ReorderRequest>;

export const RevisionQuery = z.object({
  base_revision: z.coerce
    .number({ error: COURSE_EDITOR_MESSAGES.revision })
    .int({ error: COURSE_EDITOR_MESSAGES.revision })
    .min(0, { error: COURSE_EDITOR_MESSAGES.revision })
    .max(PG_INTEGER_MAX, { error: COURSE_EDITOR_MESSAGES.revision }),
});

export const CourseEditorParams = z.object({ id: idFromText('Course id') });
export const ModuleParams = z.object({ id: idFromText('Course id'), module_id: idFromText('Module id') });
export const LessonParams = z.object({ id: idFromText('Course id'), lesson_id: idFromText('Lesson id') });
