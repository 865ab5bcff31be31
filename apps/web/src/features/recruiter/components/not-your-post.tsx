import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { JOB_POSTS_PATH } from '../lib/paths';

/**
 * What a recruiter's page shows for a post or application that is not theirs (or no longer exists): the
 * API answers 404 for both, so the page cannot and does not say which.
 */
export function notYourPost(what: 'post' | 'application') {
  return {
    title:
      what === 'post' ? 'This job post isn’t one of yours' : 'This application isn’t on one of your posts',
    action: (
      <Link to={JOB_POSTS_PATH} className={buttonClasses()}>
        Go to your job posts
      </Link>
    ),
  };
}
