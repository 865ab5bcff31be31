import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import { CourseListItem } from '@dokkho/contract/catalog';
import type { CareerPathDetail, CourseBofu, WhatsappGroup } from '@dokkho/contract/learning';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { findCourseRowsByIds, getCourse, toCourseListItem } from '../catalog/service';
import { courseAccess, seesEverything } from './access';
import * as repo from './repo';
import { reviewerName } from './reviews';

const { careerPaths, careerPathCourses, courses, reviews, users } = schema;

const TESTIMONIALS = 3;

/** `GET course/career_path/{id}/`: a published career path (by its course id) with its courses in order. */
export async function getCareerPath(options: { db: Database; id: number }): Promise<CareerPathDetail> {
  const { db, id } = options;
  const course = await getCourse({ db, id });
  if (course.kind !== 'career_path') throw AppError.notFound('Career path not found.');
  const members = await db
    .select({ courseId: careerPathCourses.courseId })
    .from(careerPathCourses)
    .innerJoin(careerPaths, eq(careerPaths.id, careerPathCourses.careerPathId))
    .innerJoin(courses, eq(courses.id, careerPathCourses.courseId))
    .where(and(eq(careerPaths.courseId, id), eq(courses.status, 'published')))
    .orderBy(asc(careerPathCourses.position));
  const rows = await findCourseRowsByIds(
    db,
    members.map((member) => member.courseId),
  );
  const byId = new Map(rows.map((row) => [row.id, toCourseListItem(row)]));
  const ordered = members.flatMap((member) => byId.get(member.courseId) ?? []);
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
  const [course] = await db
    .select({ status: courses.status, groupUrl: courses.whatsappGroupUrl })
    .from(courses)
    .where(eq(courses.id, courseId));
  const access = await courseAccess(db, userId, courseId);
  if (!course || (course.status === 'draft' && !seesEverything(access)))
    throw AppError.notFound('Course not found.');
  if (!access.enrolled && !seesEverything(access)) {
    throw AppError.forbidden('The WhatsApp group is for learners enrolled in this course.');
  }
  if (!course.groupUrl) throw AppError.notFound('This course has no WhatsApp group yet.');
  return { course_id: courseId, group_url: course.groupUrl };
}

/** `GET course/{id}/bofu/`: what persuades someone who is nearly decided: outcomes, proof, the offer. */
export async function getCourseBofu(options: { db: Database; id: number }): Promise<CourseBofu> {
  const { db, id } = options;
  const course = await getCourse({ db, id });
  const [modules, lessons, faqs, testimonials] = await Promise.all([
    repo.findModules(db, id),
    repo.findLessonOutlines(db, id),
    repo.findFaqs(db, id),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        updatedAt: reviews.updatedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.profilePicture,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.courseId, id), gte(reviews.rating, 4), ne(reviews.comment, '')))
      .orderBy(desc(reviews.rating), desc(reviews.updatedAt))
      .limit(TESTIMONIALS),
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
    faqs,
    offer:
      salePrice !== null && price > 0
        ? { price, sale_price: salePrice, savings_percent: Math.round(((price - salePrice) * 100) / price) }
        : null,
  };
}
