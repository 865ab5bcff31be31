import type { z } from 'zod';
import type { IdParam } from '../common';
import type {
  AffiliateClickRequest,
  AffiliateClickResponse,
  CareerPathDetail,
  ConsultationRequest,
  ConsultationResponse,
  CourseBofu,
  CourseFullDetail,
  CoursePreview,
  CourseReviewsQuery,
  CourseReviewsResponse,
  EnrolledCoursesResponse,
  EnrollmentStatus,
  FreeEnrollmentRequest,
  FreeEnrollmentResponse,
  HandbookDetails,
  HandbookDownloadRequest,
  HandbookDownloadResponse,
  HandbookFileParams,
  HandbookListResponse,
  MyReviewsResponse,
  ReviewRequest,
  ReviewResponse,
  WhatsappGroup,
  WishlistResponse,
} from '../learning';
import { route } from '../route';
import type { DocumentLanguageQuery } from '../locale';

/** A PDF answered as bytes (a link the browser follows, never a `callApi` call). */
export type PdfFile = z.ZodType<Uint8Array>;

/**
 * Learning before the player (issue 4, SPEC.md §7): the course page, enrolment, the wishlist, reviews,
 * the landing pages (career path, BOFU, WhatsApp group), free handbooks, consultations and affiliate link
 * clicks. The player's endpoints (lessons, quizzes, certificates) are in `./player`.
 */
export const learningRoutes = {
  courseDetail: route<{ params: typeof IdParam; response: typeof CourseFullDetail }>()(
    'GET',
    '/course/course_detail/:id/',
    'public',
  ),
  /** The course page of an unpublished course, for its instructor and staff (docs/decisions/039). */
  coursePreview: route<{ params: typeof IdParam; response: typeof CoursePreview }>()(
    'GET',
    '/course/course_preview/:id/',
    'user',
  ),
  enrollmentStatus: route<{ params: typeof IdParam; response: typeof EnrollmentStatus }>()(
    'GET',
    '/course/check-enrollment/:id/',
    'user',
  ),
  enrolledCourses: route<{ response: typeof EnrolledCoursesResponse }>()('GET', '/course/enrolled/', 'user'),
  /** 201 when it enrolled, 200 when the learner already was. */
  freeEnrollment: route<{ body: typeof FreeEnrollmentRequest; response: typeof FreeEnrollmentResponse }>()(
    'POST',
    '/marketing/free-enrollment/',
    'user',
  ),

  wishlist: route<{ response: typeof WishlistResponse }>()('GET', '/user/wishlist/', 'user'),
  /** 201 when it was added, 200 when it was already saved; answers the whole wishlist. */
  addToWishlist: route<{ params: typeof IdParam; response: typeof WishlistResponse }>()(
    'POST',
    '/user/wishlist/:id/',
    'user',
  ),
  removeFromWishlist: route<{ params: typeof IdParam; response: typeof WishlistResponse }>()(
    'DELETE',
    '/user/wishlist/:id/',
    'user',
  ),

  courseReviews: route<{ query: typeof CourseReviewsQuery; response: typeof CourseReviewsResponse }>()(
    'GET',
    '/course/reviews/',
    'public',
  ),
  /** 201 the first time, 200 when it edits the learner's review. */
  saveReview: route<{ body: typeof ReviewRequest; response: typeof ReviewResponse }>()(
    'POST',
    '/course/reviews/',
    'user',
  ),
  myReviews: route<{ response: typeof MyReviewsResponse }>()('GET', '/course/my-reviews/', 'user'),

  careerPath: route<{ params: typeof IdParam; response: typeof CareerPathDetail }>()(
    'GET',
    '/course/career_path/:id/',
    'public',
  ),
  bofu: route<{ params: typeof IdParam; response: typeof CourseBofu }>()(
    'GET',
    '/course/:id/bofu/',
    'public',
  ),
  whatsappGroup: route<{ params: typeof IdParam; response: typeof WhatsappGroup }>()(
    'GET',
    '/marketing/whatsapp-number/:id/',
    'user',
  ),

  handbooks: route<{ response: typeof HandbookListResponse }>()('GET', '/course/handbooks/', 'public'),
  handbook: route<{ params: typeof IdParam; response: typeof HandbookDetails }>()(
    'GET',
    '/course/handbook/:id/',
    'public',
  ),
  handbookDownload: route<{
    params: typeof IdParam;
    body: typeof HandbookDownloadRequest;
    response: typeof HandbookDownloadResponse;
  }>()('POST', '/course/handbook-download/:id/', 'public'),
  handbookFile: route<{
    params: typeof HandbookFileParams;
    query: typeof DocumentLanguageQuery;
    response: PdfFile;
  }>()('GET', '/course/handbook-file/:id/:token/', 'public'),

  consultation: route<{ body: typeof ConsultationRequest; response: typeof ConsultationResponse }>()(
    'POST',
    '/course/create-consultation/',
    'public',
  ),
  /** 201 for a new click, 200 for a repeat or one not counted. */
  affiliateClick: route<{ body: typeof AffiliateClickRequest; response: typeof AffiliateClickResponse }>()(
    'POST',
    '/affiliate/affiliate-links-clicked/',
    'optional',
  ),
};
