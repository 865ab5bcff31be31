import { Eye, Lock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseState } from '@dokkho/contract/teaching';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { CoursePrice } from './course-price';

/**
 * The banner over the page of a course that is not published (docs/decisions/039): its instructor or a
 * reviewer sees the course page as learners will, and is told that learners cannot see it yet.
 */
export function CoursePreviewBanner({ status }: { status: CourseState }) {
  const { t } = useLingui();
  const states: Record<CourseState, string> = {
    draft: t`Draft`,
    in_review: t`Waiting for review`,
    published: t`Published`,
    archived: t`Archived`,
  };
  return (
    <div role="status" className="border-b border-warning-700/30 bg-warning-50">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <p className="text-sm text-slate-800 sm:text-base">
          <strong className="font-semibold">
            <Trans>Preview: this course is not published yet; learners cannot see it.</Trans>
          </strong>{' '}
          <span className="whitespace-nowrap rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-warning-700 ring-1 ring-warning-700/30">
            {states[status]}
          </span>
        </p>
      </div>
    </div>
  );
}

/** Where the enrol panel goes on a preview: the price as learners will see it, and no way to buy. */
export function CoursePreviewPanel({ course }: { course: CourseFullDetail }) {
  return (
    <section className="overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-slate-200">
      <img
        src={course.thumbnail}
        alt=""
        width={640}
        height={360}
        className="hidden aspect-video w-full bg-slate-100 object-cover lg:block"
      />
      <div className="space-y-3 p-5 sm:p-6">
        <CoursePrice course={course} size="lg" />
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <Trans>Enrolling opens once the Dokkho team publishes the course.</Trans>
        </p>
      </div>
    </section>
  );
}

/** The phone's bottom bar on a preview: the price, and why there is no button. */
export function CoursePreviewBar({ course }: { course: CourseFullDetail }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <CoursePrice course={course} />
        <p className="min-w-0 flex-1 text-sm text-slate-700">
          <Trans>Enrolling opens once the Dokkho team publishes the course.</Trans>
        </p>
      </div>
    </div>
  );
}
