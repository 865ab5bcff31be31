import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { APPLICATION_STAGES } from '@dokkho/contract/hiring';
import type { NotificationParams } from '@dokkho/contract/notifications';
import type { Database } from '../client';
import {
  notificationPreferences,
  affiliateCommissions,
  affiliatePayoutRequests,
  affiliateProfiles,
  applicationStageEvents,
  certificates,
  courseQuestions,
  courses,
  enrollments,
  instructorProfiles,
  jobApplications,
  jobPosts,
  jobSeekerProfiles,
  notifications,
  orders,
  questionAnswers,
  recruiterProfiles,
  reviews,
  talentContactRequests,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { liveClassNews } from './seed-live-classes';

/** Each demo account's newest few stay unread, so the bell has a count on the first sign-in. */
const UNREAD_PER_ACCOUNT = 3;
/**
 * An instructor is told of each seat and review on their courses, in the bell only; the demo history keeps
 * the newest of each (instructor@'s courses have hundreds of learners from before the centre existed).
 */
const TEACHING_NEWS_PER_KIND = 6;
/** Older ones were read about an hour after they came. */
const READ_AFTER_MS = 60 * 60 * 1000;

type Told = { userId: number; params: NotificationParams; link: string; at: Date };

/**
 * The notification centre's demo history (issue 17 item 8): every demo account (demo@ holds every role) is
 * told about what really happened to it in the demo data, from the rows themselves: its certificates, its
 * paid orders, its applications' stage moves and the contact requests it got, the applications to its
 * posts, its affiliate sales and decided payouts, the answers to its questions, and (as an instructor) the
 * questions, reviews and enrolments on its courses. Nothing is invented, so every notification opens onto
 * a real page. Runs last, after every other part of the seed.
 */
export async function seedDemoNotifications(tx: Database): Promise<number> {
  const accounts = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return 0;
  const told: Told[] = [];

  for (const row of await tx
    .select({
      userId: certificates.userId,
      courseTitle: certificates.courseTitle,
      serial: certificates.serial,
      at: certificates.issuedAt,
    })
    .from(certificates)
    .where(inArray(certificates.userId, ids))) {
    told.push({
      userId: row.userId,
      params: { kind: 'certificate_issued', course_title: row.courseTitle, serial: row.serial },
      link: '/newDashboard/certificates',
      at: row.at,
    });
  }

  for (const row of await tx
    .select({
      userId: orders.userId,
      itemTitle: orders.itemTitle,
      total: orders.total,
      token: orders.token,
      at: orders.paidAt,
    })
    .from(orders)
    .where(and(inArray(orders.userId, ids), isNotNull(orders.paidAt)))) {
    told.push({
      userId: row.userId,
      params: { kind: 'order_paid', item_title: row.itemTitle, total: row.total },
      link: `/newDashboard/orders/${row.token}`,
      at: row.at!,
    });
  }

  // The applicant hears of each move a recruiter made (not of their own application).
  for (const row of await tx
    .select({
      userId: jobSeekerProfiles.userId,
      applicationId: jobApplications.id,
      jobTitle: jobPosts.title,
      companyName: jobPosts.companyName,
      stage: applicationStageEvents.toStage,
      at: applicationStageEvents.createdAt,
    })
    .from(applicationStageEvents)
    .innerJoin(jobApplications, eq(jobApplications.id, applicationStageEvents.applicationId))
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, jobApplications.jobSeekerId))
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .where(and(inArray(jobSeekerProfiles.userId, ids), isNotNull(applicationStageEvents.fromStage)))) {
    // A withdrawal is the applicant's own doing: nothing to tell them.
    const stage = APPLICATION_STAGES.find((known) => known === row.stage);
    if (!stage) continue;
    told.push({
      userId: row.userId,
      params: {
        kind: 'application_stage',
        job_title: row.jobTitle,
        company_name: row.companyName,
        stage,
      },
      link: `/js-dashboard/applied-jobs/job-details?id=${row.applicationId}`,
      at: row.at,
    });
  }

  for (const row of await tx
    .select({
      userId: jobSeekerProfiles.userId,
      companyName: recruiterProfiles.companyName,
      jobTitle: jobPosts.title,
      at: talentContactRequests.createdAt,
    })
    .from(talentContactRequests)
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, talentContactRequests.jobSeekerId))
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, talentContactRequests.recruiterId))
    .leftJoin(jobPosts, eq(jobPosts.id, talentContactRequests.jobId))
    .where(inArray(jobSeekerProfiles.userId, ids))) {
    told.push({
      userId: row.userId,
      params: { kind: 'contact_request', company_name: row.companyName, job_title: row.jobTitle },
      link: '/js-dashboard',
      at: row.at,
    });
  }

  // The recruiter hears of each application to their posts.
  for (const row of await tx
    .select({
      userId: recruiterProfiles.userId,
      applicationId: jobApplications.id,
      jobTitle: jobPosts.title,
      firstName: users.firstName,
      lastName: users.lastName,
      at: jobApplications.createdAt,
    })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
    .innerJoin(recruiterProfiles, eq(recruiterProfiles.id, jobPosts.recruiterId))
    .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.id, jobApplications.jobSeekerId))
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(inArray(recruiterProfiles.userId, ids))) {
    told.push({
      userId: row.userId,
      params: {
        kind: 'application_received',
        job_title: row.jobTitle,
        applicant_name: `${row.firstName} ${row.lastName}`.trim(),
      },
      link: `/hr-dashboard/applicants/${row.applicationId}`,
      at: row.at,
    });
  }

  for (const row of await tx
    .select({
      userId: affiliateProfiles.userId,
      amount: affiliateCommissions.amount,
      itemTitle: orders.itemTitle,
      at: affiliateCommissions.createdAt,
    })
    .from(affiliateCommissions)
    .innerJoin(affiliateProfiles, eq(affiliateProfiles.id, affiliateCommissions.affiliateId))
    .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
    .where(inArray(affiliateProfiles.userId, ids))) {
    told.push({
      userId: row.userId,
      params: { kind: 'affiliate_sale', item_title: row.itemTitle, amount: row.amount },
      link: '/affiliate-dashboard/payments',
      at: row.at,
    });
  }

  for (const row of await tx
    .select({
      userId: affiliateProfiles.userId,
      amount: affiliatePayoutRequests.amount,
      status: affiliatePayoutRequests.status,
      at: affiliatePayoutRequests.processedAt,
    })
    .from(affiliatePayoutRequests)
    .innerJoin(affiliateProfiles, eq(affiliateProfiles.id, affiliatePayoutRequests.affiliateId))
    .where(and(inArray(affiliateProfiles.userId, ids), isNotNull(affiliatePayoutRequests.processedAt)))) {
    if (row.status === 'requested') continue;
    told.push({
      userId: row.userId,
      params: { kind: 'payout_decided', amount: row.amount, status: row.status },
      link: '/affiliate-dashboard/payments',
      at: row.at!,
    });
  }

  // The instructor hears of staff's decisions on their submissions (issue 17 item 4).
  for (const row of await tx
    .select({
      userId: instructorProfiles.userId,
      courseId: courses.id,
      title: courses.title,
      status: courses.status,
      note: courses.reviewNote,
      at: courses.reviewedAt,
    })
    .from(courses)
    .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
    .where(and(inArray(instructorProfiles.userId, ids), isNotNull(courses.reviewedAt)))) {
    told.push({
      userId: row.userId,
      params:
        row.status === 'draft'
          ? { kind: 'course_sent_back', course_title: row.title, note: row.note ?? '' }
          : { kind: 'course_published', course_title: row.title },
      link: `/ir-dashboard/course-details/${row.courseId}`,
      at: row.at!,
    });
  }

  // The asker hears of every reply by someone else: an answer (instructor, staff) or a classmate's follow-up.
  const asker = alias(users, 'asker');
  for (const row of await tx
    .select({
      userId: courseQuestions.authorId,
      questionId: courseQuestions.id,
      questionTitle: courseQuestions.title,
      courseTitle: courses.title,
      role: questionAnswers.role,
      firstName: users.firstName,
      lastName: users.lastName,
      at: questionAnswers.createdAt,
    })
    .from(questionAnswers)
    .innerJoin(courseQuestions, eq(courseQuestions.id, questionAnswers.questionId))
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .innerJoin(users, eq(users.id, questionAnswers.authorId))
    .where(
      and(
        inArray(courseQuestions.authorId, ids),
        ne(questionAnswers.authorId, courseQuestions.authorId),
        isNull(questionAnswers.hiddenAt),
      ),
    )) {
    const names = { course_title: row.courseTitle, question_title: row.questionTitle };
    told.push({
      userId: row.userId,
      params:
        row.role === 'learner'
          ? {
              kind: 'question_followed_up',
              ...names,
              author_name: [row.firstName, row.lastName ? `${row.lastName[0]}.` : '']
                .filter(Boolean)
                .join(' '),
            }
          : {
              kind: 'question_answered',
              ...names,
              answerer_name: `${row.firstName} ${row.lastName}`.trim(),
              answered_by: row.role,
            },
      link: `/newDashboard/query-details/${row.questionId}`,
      at: row.at,
    });
  }

  // The instructor hears of each question asked on their courses (not of their own).
  for (const row of await tx
    .select({
      userId: instructorProfiles.userId,
      questionTitle: courseQuestions.title,
      courseTitle: courses.title,
      firstName: asker.firstName,
      lastName: asker.lastName,
      at: courseQuestions.createdAt,
    })
    .from(courseQuestions)
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
    .innerJoin(asker, eq(asker.id, courseQuestions.authorId))
    .where(
      and(inArray(instructorProfiles.userId, ids), ne(courseQuestions.authorId, instructorProfiles.userId)),
    )) {
    told.push({
      userId: row.userId,
      params: {
        kind: 'question_asked',
        course_title: row.courseTitle,
        question_title: row.questionTitle,
        asker_name: `${row.firstName} ${row.lastName}`.trim(),
      },
      link: '/ir-dashboard/questions',
      at: row.at,
    });
  }

  // The newest reviews and seats on an instructor's courses (the bell-only kinds).
  for (const instructorUserId of ids) {
    const teaching = and(eq(instructorProfiles.userId, instructorUserId), ne(users.id, instructorUserId));
    for (const row of await tx
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        rating: reviews.rating,
        firstName: users.firstName,
        lastName: users.lastName,
        at: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(teaching)
      .orderBy(desc(reviews.createdAt))
      .limit(TEACHING_NEWS_PER_KIND)) {
      told.push({
        userId: instructorUserId,
        params: {
          kind: 'review_received',
          course_title: row.courseTitle,
          learner_name: `${row.firstName} ${row.lastName}`.trim(),
          rating: row.rating,
        },
        link: `/ir-dashboard/course-details/${row.courseId}`,
        at: row.at,
      });
    }
    for (const row of await tx
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        source: enrollments.source,
        firstName: users.firstName,
        lastName: users.lastName,
        at: enrollments.createdAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(teaching, ne(enrollments.source, 'staff')))
      .orderBy(desc(enrollments.createdAt))
      .limit(TEACHING_NEWS_PER_KIND)) {
      told.push({
        userId: instructorUserId,
        params: {
          kind: 'course_enrolled',
          course_title: row.courseTitle,
          learner_name: `${row.firstName} ${row.lastName}`.trim(),
          paid: row.source === 'purchase' || row.source === 'bundle',
        },
        link: `/ir-dashboard/course-details/${row.courseId}`,
        at: row.at,
      });
    }
  }

  // Learners of instructor@'s courses: their live classes scheduled, reminded of and recorded (issue 17 item 9).
  told.push(...(await liveClassNews(tx, ids)));

  // Oldest first, so ids (the history's order) follow time; each account's newest few stay unread.
  told.sort((a, b) => a.at.getTime() - b.at.getTime());
  const unreadLeft = new Map<number, number>();
  const readAt = new Map<Told, Date | null>();
  for (const item of [...told].reverse()) {
    const left = unreadLeft.get(item.userId) ?? UNREAD_PER_ACCOUNT;
    unreadLeft.set(item.userId, left - 1);
    readAt.set(item, left > 0 ? null : new Date(item.at.getTime() + READ_AFTER_MS));
  }
  const rows = told.map((item) => {
    const { kind, ...params } = item.params;
    return {
      userId: item.userId,
      kind,
      params,
      link: item.link,
      readAt: readAt.get(item) ?? null,
      createdAt: item.at,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(notifications).values(rows.slice(start, start + 500));
  }
  await keepNewestUnread(tx, ids);
  await seedDemoSwitches(tx);
  return rows.length;
}

/**
 * The demo accounts' bells, whatever wrote into them (announcements are told by seed-announcements.ts with
 * their own rows): only the newest few stay unread, the older ones read an hour after they came.
 */
async function keepNewestUnread(tx: Database, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    update notifications set read_at = created_at + ${sql.raw(`interval '${READ_AFTER_MS / 1000} seconds'`)}
    where id in (
      select id from (
        select id, row_number() over (partition by user_id order by created_at desc, id desc) as newest
        from notifications
        where read_at is null and user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) unread
      where newest > ${UNREAD_PER_ACCOUNT}
    )`);
}

/**
 * Switches people really touch (docs/decisions/037): the instructor wants a buzz for each new learner (a
 * bell-only kind, pushed only when switched on) but not for reviews, and reads receipts in the bell and
 * on the phone rather than by e-mail; the job seeker keeps application news off the phone. The devices
 * themselves are never seeded: a subscription is a real browser's, and a made-up endpoint would only fail.
 */
async function seedDemoSwitches(tx: Database): Promise<void> {
  const byEmail = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, ['instructor@dokkho.test', 'jobseeker@dokkho.test']))
    ).map((row) => [row.email, row.id]),
  );
  const instructor = byEmail.get('instructor@dokkho.test');
  const seeker = byEmail.get('jobseeker@dokkho.test');
  const rows = [
    ...(instructor
      ? [
          { userId: instructor, kind: 'course_enrolled' as const, email: true, push: true },
          { userId: instructor, kind: 'review_received' as const, email: true, push: false },
          { userId: instructor, kind: 'order_paid' as const, email: false, push: true },
        ]
      : []),
    ...(seeker ? [{ userId: seeker, kind: 'application_stage' as const, email: true, push: false }] : []),
  ];
  if (rows.length > 0) await tx.insert(notificationPreferences).values(rows).onConflictDoNothing();
}
