import { notificationText, type NotificationParams } from '@dokkho/contract/notifications';
import type { Database } from '@dokkho/db';
import { getProfile } from '../auth/service';
import { findCourseTeacher } from '../catalog/teaching';
import { notify } from '../notifications/service';

/**
 * Tells a course's instructor what a learner did on it (issue 17 item 8): a new seat, a review. Called
 * with the transaction that makes the event, so the news and the event commit together or not at all.
 * In the bell only (the contract's IN_APP_ONLY_KINDS): a popular course would flood an inbox otherwise.
 * Nothing is told when the learner is the course's own instructor.
 */
export async function tellTeacher(
  tx: Database,
  input: {
    courseId: number;
    learnerId: number;
    at: Date;
    params: (names: { course_title: string; learner_name: string }) => NotificationParams;
  },
): Promise<void> {
  const teacher = await findCourseTeacher({ db: tx, courseId: input.courseId });
  if (!teacher || teacher.instructorUserId === input.learnerId) return;
  const learner = await getProfile({ db: tx, userId: input.learnerId });
  const name = `${learner.first_name} ${learner.last_name}`.trim() || learner.username;
  await notify(tx, {
    userId: teacher.instructorUserId,
    params: input.params({
      course_title: notificationText(teacher.title),
      learner_name: notificationText(name),
    }),
    link: `/ir-dashboard/course-details/${input.courseId}`,
    at: input.at,
  });
}
