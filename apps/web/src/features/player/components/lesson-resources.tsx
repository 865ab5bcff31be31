import { Download, FileDown } from 'lucide-react';
import type { LessonContent } from '@dokkho/contract/learning';
import { localiseDigits } from '@dokkho/domain/digits';
import { useFormat } from '../../../shared/i18n/format';
import { formatFileSize } from '../lib/format';
import { Trans } from '@lingui/react/macro';

/** A lesson's downloads (slides, practice files, starter code). */
export function LessonResources({ resources }: { resources: LessonContent['resources'] }) {
  const format = useFormat();
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby="lesson-resources" className="rounded-card border border-slate-200 bg-white">
      <h2
        id="lesson-resources"
        className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900"
      >
        <Trans>Resources for this lesson</Trans>
      </h2>
      <ul className="divide-y divide-slate-100">
        {resources.map((resource) => (
          <li key={resource.id}>
            <a
              href={resource.url}
              download
              className="flex min-h-12 items-center gap-3 px-4 py-3 text-sm text-slate-800 hover:bg-slate-50"
            >
              <FileDown aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
              <span className="min-w-0 flex-1 font-medium">{resource.title}</span>
              {resource.size_bytes !== null ? (
                <span className="shrink-0 text-xs text-slate-500">
                  {localiseDigits(formatFileSize(resource.size_bytes), format.locale)}
                </span>
              ) : null}
              <Download aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="sr-only">
                <Trans>(download)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
