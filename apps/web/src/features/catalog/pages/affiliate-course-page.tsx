import { useParams } from 'react-router';
import { useRecordAffiliateClick } from '../api/record-affiliate-click';
import { CourseDetailsPage, parseCourseId } from './course-details-page';

/**
 * /courseDetails/{coursesId}/affiliate/{affiliateId} (SPEC.md §2; issue 4 item 1): the same course page,
 * after counting the visit for the affiliate and keeping the attribution for the checkout. A wrong code
 * changes nothing the visitor sees.
 */
export function AffiliateCourseDetailsPage() {
  const { coursesId, affiliateId } = useParams();
  useRecordAffiliateClick(affiliateId, parseCourseId(coursesId));
  return <CourseDetailsPage />;
}
