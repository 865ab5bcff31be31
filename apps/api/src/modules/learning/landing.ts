import { CourseListItem } from '@dokkho/contract/catalog';
import type { CareerPathDetail, CourseBofu, WhatsappGroup } from '@dokkho/contract/learning';
import type { Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { findCourseRowsByIds, getCourse, toCourseListItem } from '../catalog/service';
import { courseAccess, neverPublished, seesEverything } from './access';
import * as repo from './repo/courses';
import * as landing from './repo/landing';
import { reviewerName } from './reviews';
import { faqsIn } from './service';

const TESTIMONIALS = 3;

/** `GET course/career_path/{id}/`: a published career path (by its course id) with its courses in order. */
export async function getCareerPath(options: {
  db: Database;
  id: number;
  /** The reader's language for titles and descriptions (English where there is no Bangla). */
  locale?: Locale;
}): Promise<CareerPathDetail> {
  const { db, id, locale } = options;
  const course = await getCourse({ db, id, locale });
  if (course.kind !== 'career_path') throw AppError.notFound('Career path not found.');
  const memberIds = await landing.findCareerPathCourseIds(db, id);
  const rows = await findCourseRowsByIds(db, memberIds);
  const byId = new Map(rows.map((row) => [row.id, toCourseListItem(row, locale)]));
  const ordered = memberIds.flatMap((courseId) => byId.get(courseId) ?? []);
  return {
    ...course,
    courses: ordered,
    total_duration_minutes: ordered.reduce((sum, item) => sum + item.duration_minutes, 0),
    total_lessons: ordered.reduce((sum, item) => sum + item.lessons_count, 0),
  };
}

/** `GET marketing/whatsapp-number/{id}/`: the group link, for learners with a seat (and the instructor). */
export async function getWhatsappGroup(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<WhatsappGroup> {
  const { db, userId, courseId } = options;
  const course = await landing.findWhatsappGroup(db, courseId);
  const access = await courseAccess(db, userId, courseId);
  if (!course || (neverPublished(course.status) && !seesEverything(access)))
    throw AppError.notFound('Course not found.');
  if (!access.enrolled && !seesEverything(access)) {
    throw AppError.forbidden('The WhatsApp group is for learners enrolled in this course.');
  }
  if (!course.groupUrl) throw AppError.notFound('This course has no WhatsApp group yet.');
  return { course_id: courseId, group_url: course.groupUrl };
}

/** `GET course/{id}/bofu/`: what persuades someone who is nearly decided: outcomes, proof, the offer. */
export async function getCourseBofu(options: {
  db: Database;
  id: number;
  locale?: Locale;
}): Promise<CourseBofu> {
  const { db, id, locale } = options;
  const course = await getCourse({ db, id, locale });
  const [modules, lessons, faqs, testimonials] = await Promise.all([
    repo.findModules(db, id),
    repo.findLessonOutlines(db, id),
    repo.findFaqs(db, id),
    landing.findTestimonials(db, id, TESTIMONIALS),
  ]);
  const { sale_price: salePrice, price } = course;
  return {
    // The detail minus its detail-only fields (zod drops unknown keys).
    course: CourseListItem.parse(course),
    description: course.description,
    outcomes: course.outcomes,
    curriculum: {
      module_titles: modules.map((module) => module.title),
      lessons_count: lessons.length,
      duration_seconds: lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0),
    },
    testimonials: testimonials.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewer: { name: reviewerName(review.firstName, review.lastName), avatar: review.avatar },
      updated_at: review.updatedAt.toISOString(),
    })),
    faqs: faqsIn(locale, faqs),
    offer:
      salePrice !== null && price > 0
        ? { price, sale_price: salePrice, savings_percent: Math.round(((price - salePrice) * 100) / price) }
        : null,
  };
}
