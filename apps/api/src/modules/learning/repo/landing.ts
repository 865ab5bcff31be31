import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { careerPaths, careerPathCourses, courses, reviews, users } = schema;

/** The published courses of a career path (by the path's course id), in path order. */
export async function findCareerPathCourseIds(db: Database, pathCourseId: number): Promise<number[]> {
  const members = await db
    .select({ courseId: careerPathCourses.courseId })
    .from(careerPathCourses)
    .innerJoin(careerPaths, eq(careerPaths.id, careerPathCourses.careerPathId))
    .innerJoin(courses, eq(courses.id, careerPathCourses.courseId))
    .where(and(eq(careerPaths.courseId, pathCourseId), eq(courses.status, 'published')))
    .orderBy(asc(careerPathCourses.position));
  return members.map((member) => member.courseId);
}

/** A course's status and WhatsApp group link. */
export async function findWhatsappGroup(db: Database, courseId: number) {
  const [course] = await db
    .select({ status: courses.status, groupUrl: courses.whatsappGroupUrl })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

/** The best reviews with something to say (four stars or more, with a comment), best and newest first. */
export async function findTestimonials(db: Database, courseId: number, limit: number) {
  return db
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
    .where(and(eq(reviews.courseId, courseId), gte(reviews.rating, 4), ne(reviews.comment, '')))
    .orderBy(desc(reviews.rating), desc(reviews.updatedAt))
    .limit(limit);
}
