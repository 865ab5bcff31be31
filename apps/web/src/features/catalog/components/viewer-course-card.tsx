import { CourseCard, type CourseCardProps } from './course-card';
import { WishlistButton } from './wishlist-button';

/**
 * A course card for the person looking at it: the "Enrolled" badge from their seats (SPEC.md §4, see
 * markEnrolled) and, for courses they do not own yet, the wishlist heart.
 */
export function ViewerCourseCard(props: Omit<CourseCardProps, 'action'>) {
  return (
    <CourseCard {...props} action={props.isEnrolled ? undefined : <WishlistButton course={props.course} />} />
  );
}
