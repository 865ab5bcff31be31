/**
 * An instructor's share of a paid order (issue 17 item 5, docs/decisions/030), in integer poisha: the API's
 * ledger (apps/api modules/instructor-earnings) and the demo data both reckon it here. Rounding, always in the platform's
 * favour and never below zero: the gateway's fee rounds up to whole poisha (it is what the gateway keeps),
 * the affiliate's commission is its own (floor, modules/affiliate), a bundle's money is split over its
 * courses by their list prices rounding each part down, and the share rounds down. What rounding leaves
 * (under a poisha per step) stays with the platform.
 */

/** ceil(total x fee rate). */
export function gatewayFeeAmount(total: number, feeBasisPoints: number): number {
  return Math.ceil((total * feeBasisPoints) / 10_000);
}

/** floor(net x share rate), 0 for a net below zero. */
export function instructorShareAmount(net: number, shareBasisPoints: number): number {
  return net <= 0 ? 0 : Math.floor((net * shareBasisPoints) / 10_000);
}

/** `amount` split by `weights`, each part rounded down; equal parts when every weight is 0. */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map(() => Math.floor(amount / weights.length));
  return weights.map((weight) => Math.floor((amount * weight) / sum));
}

export interface CourseSplit {
  courseId: number;
  instructorId: number;
  saleAmount: number;
  gatewayFee: number;
  affiliateCommission: number;
  amount: number;
}

/** The credits of one paid order, per course: pure, so the rule is tested on its own. */
export function splitOrder(input: {
  total: number;
  gatewayFee: number;
  affiliateCommission: number;
  shareBasisPoints: number;
  courses: readonly { id: number; instructorId: number; price: number }[];
}): CourseSplit[] {
  const weights = input.courses.map((course) => course.price);
  const sales = splitByWeight(input.total, weights);
  const fees = splitByWeight(input.gatewayFee, weights);
  const commissions = splitByWeight(input.affiliateCommission, weights);
  return input.courses.map((course, index) => {
    const saleAmount = sales[index]!;
    const gatewayFee = fees[index]!;
    const affiliateCommission = commissions[index]!;
    return {
      courseId: course.id,
      instructorId: course.instructorId,
      saleAmount,
      gatewayFee,
      affiliateCommission,
      amount: instructorShareAmount(saleAmount - gatewayFee - affiliateCommission, input.shareBasisPoints),
    };
  });
}
