/**
 * Which chrome a path gets (SPEC.md §2): the full navigation bar, a plain logo-only header, or none, and
 * whether the footer shows.
 *
 * SPEC.md §2 says the header and footer are hidden on paths "containing /newDashboard, /affiliate, /ir-,
 * /hr-, /js-, /lessons". Taken as substrings that would also hide them on /affiliation and on course links
 * such as /courseDetails/5/affiliate/9, which are public marketing pages. So the rule compares the FIRST
 * path segment against the dashboard roots those fragments stand for. Route matching is case-insensitive,
 * so this is too.
 */
export type HeaderKind = 'full' | 'plain' | 'none';

export interface ShellLayout {
  header: HeaderKind;
  footer: boolean;
  /** The page starts with a dark hero that runs under the transparent navbar and pads its own top. */
  darkHeroUnderHeader: boolean;
}

const DASHBOARD_ROOTS = new Set([
  'newdashboard',
  'affiliate-dashboard',
  'ir-dashboard',
  'hr-dashboard',
  'js-dashboard',
  // The staff area (/staff, not in SPEC.md §2) is framed like a dashboard: its own bar, no site chrome.
  'staff',
]);

// SPEC.md §2: "a separate plain header with no navbar controls is used on verification pages and the
// lesson player". The lesson player is also in the hidden list above, so it gets the plain header and
// no footer; verification pages keep the footer.
const VERIFICATION_ROOTS = new Set(['email-verification', 'phone-verification']);
const LESSON_ROOT = 'lessons';
// The Google sign-in callback (/auth/google/callback) is a step of signing in, like verification: the
// plain header keeps the navbar's Login button and menus out of a page that is about to move on.
const AUTH_FLOW_ROOT = 'auth';
// A course's landing page (/course-bofu/{id}, issue 4 item 9) has one job, the enrolment: the plain
// header keeps the navbar's links from pulling a nearly decided visitor elsewhere.
const LANDING_ROOT = 'course-bofu';

function firstSegment(pathname: string): string {
  return (pathname.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
}

export function shellFor(pathname: string): ShellLayout {
  const root = firstSegment(pathname);
  if (DASHBOARD_ROOTS.has(root)) return { header: 'none', footer: false, darkHeroUnderHeader: false };
  if (root === LESSON_ROOT) return { header: 'plain', footer: false, darkHeroUnderHeader: false };
  if (VERIFICATION_ROOTS.has(root)) return { header: 'plain', footer: true, darkHeroUnderHeader: false };
  if (root === AUTH_FLOW_ROOT || root === LANDING_ROOT) {
    return { header: 'plain', footer: true, darkHeroUnderHeader: false };
  }
  // Only the home page opens on a dark (primary-900) hero; every other page starts light.
  return { header: 'full', footer: true, darkHeroUnderHeader: root === '' };
}
