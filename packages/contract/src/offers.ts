import { z } from 'zod';
import { CourseListItem } from './catalog';

/**
 * Offers (issue 5 item 5): bundles, the Eid campaign, the promo banner and the wheel. Money is integer
 * poisha, as everywhere (ARCHITECTURE.md "Money and payments"); the client only formats it.
 */

const Poisha = z.number().int();
const Timestamp = z.string().describe('ISO 8601');

/** A bundle on /bundle-offer (`GET course/bundles/`). */
export const BundleListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string(),
  /** The bundle's list price; `sale_price` (nullable) is what it sells for when set. */
  price: Poisha,
  sale_price: Poisha.nullable(),
  currency: z.literal('BDT'),
  courses_count: z.number().int(),
  /** What the member courses cost one by one: the sum of their base prices (sale_price ?? price). */
  courses_total_price: Poisha,
  /** courses_total_price minus the bundle's base price, never below 0. */
  saving: Poisha,
  /** When the bundle offer stops being sold; null: open-ended. */
  ends_at: Timestamp.nullable(),
});
export type BundleListItem = z.infer<typeof BundleListItem>;

export const BundleListResponse = z.array(BundleListItem);
export type BundleListResponse = z.infer<typeof BundleListResponse>;

/** `GET course/bundles/{id}/`: /bundle-offer/{id}. */
export const BundleDetail = BundleListItem.extend({
  description: z.string(),
  /** The member courses in the bundle's order (published ones only). */
  courses: z.array(CourseListItem),
});
export type BundleDetail = z.infer<typeof BundleDetail>;

export const OfferKind = z.enum(['percent', 'fixed']);
export type OfferKind = z.infer<typeof OfferKind>;

/** The running Eid campaign (/eid-offer). */
export const EidOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** `percent`: amount is a percentage; `fixed`: amount is poisha off each course. */
  kind: OfferKind,
  amount: z.number().int(),
  starts_at: Timestamp,
  ends_at: Timestamp,
});
export type EidOffer = z.infer<typeof EidOffer>;

export const EidCourse = CourseListItem.extend({
  /**
   * The base price (sale_price ?? price) after this offer's discount, with the pricing chain's rules
   * (@dokkho/domain/pricing): whole taka, rounded up, and never below the gateways' minimum charge.
   */
  offer_price: Poisha,
});
export type EidCourse = z.infer<typeof EidCourse>;

/** `GET course/eid-course/`: `{offer: null, courses: []}` when no Eid offer runs. */
export const EidCourseResponse = z.object({
  offer: EidOffer.nullable(),
  courses: z.array(EidCourse),
});
export type EidCourseResponse = z.infer<typeof EidCourseResponse>;

/** `GET payment/promo-image/`: the banner of the current offer; every field null when none runs. */
export const PromoImage = z.object({
  image: z.string().nullable(),
  title: z.string().nullable(),
  /** An app path: /eid-offer for the Eid campaign, /allcourses for a sales offer. */
  link: z.string().nullable(),
  ends_at: Timestamp.nullable(),
});
export type PromoImage = z.infer<typeof PromoImage>;

export const WheelPrizeKind = z.enum(['percent', 'fixed', 'none']);
export type WheelPrizeKind = z.infer<typeof WheelPrizeKind>;

/** A slice of the wheel as the visitor sees it: the odds stay on the server. */
export const WheelSegment = z.object({
  position: z.number().int(),
  label: z.string(),
});
export type WheelSegment = z.infer<typeof WheelSegment>;

export const WheelCampaign = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ends_at: Timestamp,
  /** How long a won discount stays usable after the spin. */
  prize_valid_hours: z.number().int(),
  /** In wheel order (position 0 first, clockwise). */
  segments: z.array(WheelSegment),
});
export type WheelCampaign = z.infer<typeof WheelCampaign>;

/** A user's spin: what it won and until when the discount applies at checkout. */
export const WheelSpin = z.object({
  prize: z.object({
    label: z.string(),
    /** `none`: "better luck next time", nothing to use. */
    kind: WheelPrizeKind,
    /** Percent for `percent`, poisha for `fixed`, 0 for `none`. */
    amount: z.number().int(),
  }),
  /** The segment the wheel stops on. */
  position: z.number().int(),
  spun_at: Timestamp,
  expires_at: Timestamp,
  /** True once a paid order used the discount. */
  used: z.boolean(),
});
export type WheelSpin = z.infer<typeof WheelSpin>;

/** `GET payment/wheeler-session/`: the running campaign and, when signed in, the caller's spin in it. */
export const WheelSession = z.object({
  campaign: WheelCampaign.nullable(),
  spin: WheelSpin.nullable(),
});
export type WheelSession = z.infer<typeof WheelSession>;

/** `GET payment/availed-discount/`: the won wheel discount the next checkout applies, if any. */
export const AvailedDiscount = z.object({
  discount: z
    .object({
      label: z.string(),
      kind: OfferKind,
      amount: z.number().int(),
      expires_at: Timestamp,
    })
    .nullable(),
});
export type AvailedDiscount = z.infer<typeof AvailedDiscount>;

export const ALREADY_SPUN_MESSAGE = 'You have already spun the wheel in this campaign.';
export const NO_CAMPAIGN_MESSAGE = 'There is no wheel campaign running right now.';
