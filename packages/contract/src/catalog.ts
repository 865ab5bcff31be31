import { z } from 'zod';
import { PG_INTEGER_MAX } from './common';
import { PageQuery, paginated } from './pagination';

/** Money is integer poisha (1/100 BDT) everywhere (ARCHITECTURE.md "The API contract"). */
export const Poisha = z.number().int().nonnegative().describe('An amount in poisha (1/100 BDT)');

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS, {
  error: 'Level must be beginner, intermediate, advanced or all-levels',
});
export type CourseLevel = z.infer<typeof CourseLevel>;

export const COURSE_SORTS = ['relevance', 'popular', 'newest', 'rating', 'price_asc', 'price_desc'] as const;
export const CourseSort = z.enum(COURSE_SORTS, {
  error: 'Sort must be one of relevance, popular, newest, rating, price_asc, price_desc',
});
export type CourseSort = z.infer<typeof CourseSort>;

export const PRICE_FILTERS = ['free', 'paid'] as const;

/**
 * The language a course is taught in (its videos and lessons), shown as a badge and filterable. Not the
 * language of the reply: title, subtitle, description and outcomes come in the request's language with
 * English as the fallback (docs/decisions/026).
 */
export const COURSE_LANGUAGES = ['bn', 'en'] as const;
export const CourseLanguage = z.enum(COURSE_LANGUAGES, { error: 'Language must be bn or en' });
export type CourseLanguage = z.infer<typeof CourseLanguage>;

export const GenreSummary = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type GenreSummary = z.infer<typeof GenreSummary>;

export const InstructorSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** A course as it appears in any list (the core shape of ARCHITECTURE.md; extend, do not rename). */
export const CourseListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string(),
  genre: GenreSummary,
  instructor: InstructorSummary,
  level: CourseLevel,
  language: CourseLanguage,
  duration_minutes: z.number().int(),
  lessons_count: z.number().int(),
  price: Poisha,
  sale_price: Poisha.nullable(),
  currency: z.literal('BDT'),
  is_free: z.boolean(),
  is_featured: z.boolean(),
  rating_avg: z.number(),
  rating_count: z.number().int(),
  enrolled_count: z.number().int(),
});
export type CourseListItem = z.infer<typeof CourseListItem>;

/**
 * The instructor on a course page: headline and bio in the reader's language, and what their listed
 * courses add up to (issue 17 item 1; the same numbers as their public profile, /instructors/{id}).
 */
export const InstructorDetail = InstructorSummary.extend({
  headline: z.string(),
  bio: z.string(),
  courses_count: z.number().int(),
  learners_count: z.number().int(),
  rating_avg: z.number(),
  rating_count: z.number().int(),
});

export const CourseDetail = CourseListItem.extend({
  kind: z.enum(['course', 'career_path']),
  description: z.string(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  tags: z.array(z.string()),
  instructor: InstructorDetail,
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalPoisha = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of poisha`)
    .min(0, `${label} cannot be negative`)
    .max(PG_INTEGER_MAX, `${label} is too large`)
    .optional();

/** `GET /api/course/courses/` filters. Unknown values get a 400 with a message, never a 500. */
export const CourseListQuery = PageQuery.extend({
  search: optionalText(100, 'Search'),
  genre: optionalText(60, 'Genre')
    .refine((genre) => !genre || !/^\d+$/.test(genre) || Number(genre) <= PG_INTEGER_MAX, 'No such genre')
    .describe('A genre id or slug'),
  level: CourseLevel.optional(),
  language: CourseLanguage.optional().describe('The language the course is taught in'),
  price: z.enum(PRICE_FILTERS, { error: 'Price must be free or paid' }).optional(),
  min_price: optionalPoisha('Minimum price'),
  max_price: optionalPoisha('Maximum price'),
  sort: CourseSort.optional().describe('Defaults to relevance when searching, else popular'),
}).refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
  message: 'Minimum price cannot be more than maximum price',
  path: ['min_price'],
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const CourseListResponse = paginated(CourseListItem);
export type CourseListResponse = z.infer<typeof CourseListResponse>;

export const BestGenre = GenreSummary.extend({
  description: z.string(),
  course_count: z.number().int(),
  learner_count: z.number().int(),
});
export type BestGenre = z.infer<typeof BestGenre>;
export const BestGenresResponse = z.array(BestGenre);

export const FeaturedCoursesResponse = z.array(CourseListItem);

/** A career path: a purchasable course of kind `career_path` plus its ordered courses (SPEC.md §3). */
export const CareerPathListItem = z.object({
  id: z.number().int(),
  course: CourseListItem,
  courses: z.array(
    CourseListItem.pick({ id: true, slug: true, title: true, thumbnail: true, duration_minutes: true }),
  ),
});
export type CareerPathListItem = z.infer<typeof CareerPathListItem>;
export const CareerPathListResponse = z.array(CareerPathListItem);
