import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { NEW_JOB_POST_HREF } from '../lib/paths';

/**
 * "Post a job": the recruiter's one main action, offered in headings and in every empty state that has
 * nothing to show until a post exists. The dashboard's heading uses the accent colour.
 */
export function PostJobLink({ variant = 'primary' }: { variant?: 'primary' | 'accent' }) {
  return (
    <Link to={NEW_JOB_POST_HREF} className={buttonClasses({ variant })}>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>Post a job</Trans>
    </Link>
  );
}
