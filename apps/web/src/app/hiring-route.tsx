import { useAccessToken } from '../shared/auth/use-session';
import { useProfile } from '../features/auth/api/get-profile';
import { HiringPage } from '../features/jobs/pages/hiring-page';
import { holdsRole } from './guards/require-auth';

/**
 * /hiringpage, composed here: the pitch belongs to features/jobs, who the viewer is to features/auth.
 * Recruiters (and staff) post from their dashboard; everyone else becomes a recruiter first.
 */
export function HiringRoute() {
  const token = useAccessToken();
  const profile = useProfile();
  const isRecruiter = Boolean(token && profile.data && holdsRole(profile.data, 'recruiter'));
  return <HiringPage isRecruiter={isRecruiter} />;
}
