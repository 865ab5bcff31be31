/** The offer pages (SPEC.md §2) and where they lead. */
export const BUNDLE_OFFERS_PATH = '/bundle-offer';
export const EID_OFFER_PATH = '/eid-offer';
export const WHEEL_PATH = '/wheel';
export const ALL_COURSES_PATH = '/allcourses';

export const bundleOfferPath = (id: number) => `/bundle-offer/${id}`;
/** The bundle checkout (features/checkout): login required. */
export const bundlePaymentPath = (id: number) => `/bundle-payment/${id}`;
export const courseDetailsPath = (id: number) => `/courseDetails/${id}`;
