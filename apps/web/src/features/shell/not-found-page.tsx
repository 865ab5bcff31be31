import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../shared/i18n/format';
import { CourseSearchBox } from '../../shared/search/course-search-box';
import { buttonClasses } from '../../shared/ui/button';
import { SignpostIllustration } from '../../shared/ui/illustrations';
import { StatusPanel } from '../../shared/ui/status-panel';

const POPULAR: { label: MessageDescriptor; to: string }[] = [
  { label: msg`Career paths`, to: '/allCareerPath' },
  { label: msg`Free classes`, to: '/free-classes' },
  { label: msg`Bundle offers`, to: '/bundle-offer' },
  { label: msg`Jobs`, to: '/jobs' },
];

/** The catch-all page for unknown paths (SPEC.md §2, §8): search first, then the main ways back in. */
export function NotFoundPage() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const status = format.number(404);
  return (
    <>
      {/* React 19 hoists this into <head>: a dead link should not be indexed. */}
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`${status} · Page not found`}
        title={t`This page took a wrong turn`}
        description={t`The link may be old or mistyped. Search for a course, or pick up from one of the pages below.`}
        body={
          <div className="mx-auto max-w-md text-left">
            <CourseSearchBox size="lg" />
            <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label={t`Popular pages`}>
              {POPULAR.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm font-medium text-slate-700 hover:border-primary-600 hover:text-primary-800"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        }
      >
        <Link to="/allcourses" className={buttonClasses()}>
          <Trans>Browse all courses</Trans>
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Go to the home page</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}
