import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { APPLICATION_STAGES } from '@dokkho/contract/hiring';
import type { NotificationParams } from '@dokkho/contract/notifications';
import type { Database } from '../client';
import {
  affiliateCommissions,
  affiliatePayoutRequests,
  affiliateProfiles,
  applicationStageEvents,
  certificates,
  jobApplications,
  jobPosts,
  jobSeekerProfiles,
  notifications,
  orders,
  recruiterProfiles,
  talentContactRequests,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Each demo account's newest few stay unread, so the bell has a count on the first sign-in. */
const UNREAD_PER_ACCOUNT = 3;
/** Older ones were read about an hour after they came. */
const READ_AFTER_MS = 60 * 60 * 1000;

type Told = { userId: number; params: NotificationParams; link: string; at: Date };

/**
 * The notification centre's demo history (issue 17 item 8): every demo account (demo@ holds every role) is
 * told about what really happened to it in the demo data, from the rows themselves: its certificates, its
 * paid orders, its applications' stage moves and the contact requests it got, the applications to its
 * posts, its affiliate sales and decided payouts. Nothing is invented, so every notification opens onto a
 * real page. Runs last, after every other part of the seed.
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
  return rows.length;
}
