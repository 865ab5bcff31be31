import { Link } from 'react-router';
import { CourseSearchBox } from '../../shared/search/course-search-box';
import { buttonClasses } from '../../shared/ui/button';
import { SignpostIllustration } from '../../shared/ui/illustrations';
import { StatusPanel } from '../../shared/ui/status-panel';

const POPULAR: { label: string; to: string }[] = [
  { label: 'Career paths', to: '/allCareerPath' },
  { label: 'Free classes', to: '/free-classes' },
  { label: 'Bundle offers', to: '/bundle-offer' },
  { label: 'Jobs', to: '/jobs' },
];

/** The catch-all page for unknown paths (SPEC.md §2, §8): search first, then the main ways back in. */
export function NotFoundPage() {
  return (
    <>
      {/* React 19 hoists this into <head>: a dead link should not be indexed. */}
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow="404 · Page not found"
        title="This page took a wrong turn"
        description="The link may be old or mistyped. Search for a course, or pick up from one of the pages below."
        body={
          <div className="mx-auto max-w-md text-left">
            <CourseSearchBox size="lg" />
            <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Popular pages">
              {POPULAR.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm font-medium text-slate-700 hover:border-primary-600 hover:text-primary-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        }
      >
        <Link to="/allcourses" className={buttonClasses()}>
          Browse all courses
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </StatusPanel>
    </>
  );
}
