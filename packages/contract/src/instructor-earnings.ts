import { z } from 'zod';
import { PayoutRequestDetails } from './affiliate';
import { PageQuery, paginated } from './pagination';

/**
 * The instructor's earnings (issue 17 item 5, docs/decisions/030). Each paid enrolment credits the
 * instructor's share of what the sale leaves after the gateway's fee and any affiliate commission; a refund
 * reverses it. Money is integer poisha; months are Dhaka calendar months. Payouts go through the same
 * requests as the affiliates' (PayoutRequestBody, PayoutRequestDetails in affiliate.ts).
 */

/** The same refusal as the rest of the instructor's dashboard (teaching.ts). */
export { NOT_AN_INSTRUCTOR_MESSAGE } from './teaching';

export const InstructorEarningsTerms = z.object({
  /** The instructor's share of a sale's net, in percent. */
  share_percent: z.number(),
  /** Each gateway's fee, in percent of the order total. */
  gateway_fee_percent: z.object({ sslcommerz: z.number(), stripe: z.number() }),
  payout_minimum: z.number().int(),
  currency: z.literal('BDT'),
});
export type InstructorEarningsTerms = z.infer<typeof InstructorEarningsTerms>;

/** `GET instructor/earnings/`: the balance and where it stands. */
export const InstructorEarningsSummary = z.object({
  /** Poisha: credits less reversals, less paid and requested payouts: what can be requested now. */
  balance: z.number().int(),
  /** Poisha: the open payout request's amount (in review by staff), 0 without one. */
  pending_payout: z.number().int(),
  /** Poisha, all time: payouts sent. */
  paid_total: z.number().int(),
  /** Poisha, all time: credits less reversals. */
  earned_total: z.number().int(),
  /** Paid enrolments that still stand (a refunded one is not counted). */
  sales: z.number().int(),
  open_request: PayoutRequestDetails.nullable(),
  /** Why a payout cannot be requested now (the form shows it); null when it can. */
  request_blocked_reason: z.string().nullable(),
  terms: InstructorEarningsTerms,
});
export type InstructorEarningsSummary = z.infer<typeof InstructorEarningsSummary>;

export const InstructorEarningsMonth = z.object({
  /** YYYY-MM, in Dhaka. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Paid enrolments credited that month. */
  sales: z.number().int(),
  /** Refunds reversed that month. */
  refunds: z.number().int(),
  /** Poisha: credits less reversals written that month. */
  earnings: z.number().int(),
});
export type InstructorEarningsMonth = z.infer<typeof InstructorEarningsMonth>;

/** `GET instructor/earnings/months/`: the last 12 Dhaka months, this one included, oldest first. */
export const InstructorEarningsMonths = z.object({
  time_zone: z.string(),
  months: z.array(InstructorEarningsMonth),
});
export type InstructorEarningsMonths = z.infer<typeof InstructorEarningsMonths>;

export const InstructorEarningsCourse = z.object({
  course_id: z.number().int(),
  title: z.string(),
  /** Paid enrolments that still stand. */
  sales: z.number().int(),
  refunds: z.number().int(),
  /** Poisha, all time: what buyers paid for the course that still stands. */
  gross: z.number().int(),
  /** Poisha, all time: credits less reversals. */
  earnings: z.number().int(),
});
export type InstructorEarningsCourse = z.infer<typeof InstructorEarningsCourse>;

/** `GET instructor/earnings/courses/`: every course that earned something, the highest earnings first. */
export const InstructorEarningsCourses = z.object({ courses: z.array(InstructorEarningsCourse) });
export type InstructorEarningsCourses = z.infer<typeof InstructorEarningsCourses>;

/** `GET instructor/payout-requests/?page=&page_size=`: the instructor's own requests, newest first. */
export const InstructorPayoutListQuery = PageQuery;
export type InstructorPayoutListQuery = z.input<typeof InstructorPayoutListQuery>;
export const InstructorPayoutList = paginated(PayoutRequestDetails);
export type InstructorPayoutList = z.infer<typeof InstructorPayoutList>;
