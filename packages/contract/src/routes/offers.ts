import type { IdParam } from '../common';
import type {
  AvailedDiscount,
  BundleDetail,
  BundleListResponse,
  EidCourseResponse,
  PromoImage,
  WheelSession,
  WheelSpin,
} from '../offers';
import { route } from '../route';

/** SPEC.md §7: bundles, the Eid offer, the promo banner and the wheel campaign (issue 5 item 5). */
export const offersRoutes = {
  bundles: route<{ response: typeof BundleListResponse }>()('GET', '/course/bundles/', 'public'),
  bundle: route<{ params: typeof IdParam; response: typeof BundleDetail }>()(
    'GET',
    '/course/bundles/:id/',
    'public',
  ),
  eidOffer: route<{ response: typeof EidCourseResponse }>()('GET', '/course/eid-course/', 'public'),
  promoImage: route<{ response: typeof PromoImage }>()('GET', '/payment/promo-image/', 'public'),
  /** Signed out it shows the campaign; a token adds the caller's spin. */
  wheelSession: route<{ response: typeof WheelSession }>()('GET', '/payment/wheeler-session/', 'optional'),
  spinWheel: route<{ response: typeof WheelSpin }>()('POST', '/payment/wheeler-campaign/', 'user'),
  availedDiscount: route<{ response: typeof AvailedDiscount }>()('GET', '/payment/availed-discount/', 'user'),
};
