import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

/**
 * The light band that opens a catalog or offer page (career paths, learning center, bundles, the Eid
 * offer): an optional breadcrumb, eyebrow, the page's h1 and one line on why it matters. Same gradient as
 * the course page's hero.
 */
export function PageIntro(props: {
  eyebrow: string;
  title: ReactNode;
  description: ReactNode;
  breadcrumb?: { to: string; label: string }[];
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="border-b border-primary-100 bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {props.breadcrumb ? (
          <nav aria-label={t`Breadcrumb`} className="mb-2">
            <ol className="flex flex-wrap items-center gap-1 text-sm font-medium text-primary-800">
              {props.breadcrumb.map((crumb, index) => (
                <li key={crumb.to} className="inline-flex items-center gap-1">
                  {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-primary-400" /> : null}
                  <Link to={crumb.to} className="inline-flex min-h-11 items-center hover:underline">
                    {crumb.label}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{props.eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {props.title}
        </h1>
        <div className="mt-3 max-w-2xl text-lg text-pretty text-slate-700">{props.description}</div>
        {props.children}
      </div>
    </div>
  );
}
