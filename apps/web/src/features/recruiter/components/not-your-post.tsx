import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { JOB_POSTS_PATH } from '../lib/paths';

/**
 * What a recruiter's page shows for a post or application that is not theirs (or no longer exists): the
 * API answers 404 for both, so the page cannot and does not say which.
 */
export function notYourPost(what: 'post' | 'application', i18n: I18n) {
  return {
    title:
      what === 'post'
        ? i18n._(msg`This job post isn’t one of yours`)
        : i18n._(msg`This application isn’t on one of your posts`),
    action: (
      <Link to={JOB_POSTS_PATH} className={buttonClasses()}>
        <Trans>Go to your job posts</Trans>
      </Link>
    ),
  };
}
