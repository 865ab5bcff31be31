import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseEditorCourse } from '@dokkho/contract/course-editor';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { getEditorCourse } from '../api/course-editor';
import { CurriculumStep } from '../components/curriculum-step';
import { DetailsStep } from '../components/details-step';
import { FaqStep } from '../components/faq-step';
import { PricingStep } from '../components/pricing-step';
import { SaveConflict, SaveStatusLine } from '../components/save-status';
import { useOpenCourseVersion, VersionBanner } from '../components/version-banner';
import { EDITOR_STEPS, coursePagePath, lessonPath, type EditorStep } from '../lib/paths';
import { useCourseAutosave } from '../lib/use-course-autosave';

const MY_COURSES = '/ir-dashboard/my-courses';
const detailsPath = (id: number) => `/ir-dashboard/course-details/${id}`;

/**
 * /ir-dashboard/edit-courses/{id}: the multi-step editor of a draft course (issue 17 item 2). The step is
 * in the address (?step=), so a reload comes back to it; changes autosave and survive a reload or a
 * dropped connection (lib/use-course-autosave.ts).
 */
export function EditCoursePage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const viewerId = useViewerId();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: ['me', viewerId ?? '', 'course-editor', id] as const,
    queryFn: ({ signal }) => getEditorCourse(id, signal),
    enabled: valid && viewerId !== null,
    // The editor starts from the server's copy every time it opens; the autosave keeps it after.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const courseTitle = query.data?.details.title ?? '';
  usePageTitle(query.data ? t`Edit: ${courseTitle}` : t`Edit course`);

  const back = (
    <Link
      to={MY_COURSES}
      className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>My courses</Trans>
    </Link>
  );

  if (!query.data) {
    return (
      <>
        {back}
        {query.isError || !valid ? (
          <LoadErrorNotice
            title={t`We couldn’t load this course`}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            notFound={{
              title: t`This course is not among the courses you teach`,
              action: (
                <Link to={MY_COURSES} className="font-semibold text-primary-700 hover:underline">
                  <Trans>See your courses</Trans>
                </Link>
              ),
            }}
          />
        ) : (
          <LoadingSkeletons label={t`Loading the course`} className="space-y-4">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-11" />
            <Skeleton className="h-64" />
          </LoadingSkeletons>
        )}
      </>
    );
  }

  if (!query.data.editable) {
    return (
      <>
        {back}
        <Notice
          illustration={<SignpostIllustration />}
          title={t`This course cannot be edited now`}
          description={
            query.data.status === 'in_review'
              ? t`It is waiting for the Dokkho team’s review. You can edit it again if it is sent back.`
              : t`It is published. Your changes go into a new version, which learners see once it is reviewed and published.`
          }
        >
          <div className="flex flex-wrap items-center justify-center gap-3">
            {query.data.status === 'published' ? <StartVersionButton courseId={query.data.id} /> : null}
            <Link to={detailsPath(query.data.id)} className="font-semibold text-primary-700 hover:underline">
              <Trans>See the course’s numbers</Trans>
            </Link>
            {query.data.status === 'in_review' ? (
              <Link
                to={coursePagePath(query.data.id)}
                className="font-semibold text-primary-700 hover:underline"
              >
                <Trans>Preview the course page</Trans>
              </Link>
            ) : null}
          </div>
        </Notice>
      </>
    );
  }

  return (
    <>
      {back}
      <CourseEditor key={query.data.id} initial={query.data} />
    </>
  );
}

function CourseEditor({ initial }: { initial: CourseEditorCourse }) {
  const { t } = useLingui();
  const format = useFormat();
  const editor = useCourseAutosave(initial);
  const { course } = editor;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('step') as EditorStep | null;
  const step: EditorStep = wanted && EDITOR_STEPS.includes(wanted) ? wanted : 'details';
  const labels: Record<EditorStep, string> = {
    details: t`Details`,
    curriculum: t`Curriculum`,
    pricing: t`Pricing`,
    faq: t`FAQ`,
  };
  const firstLesson = course.modules.flatMap((module) => module.lessons)[0];
  const title = course.details.title;

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-600">
            {course.version_of ? <Trans>New version</Trans> : <Trans>Draft</Trans>}
          </p>
          <h1 className="text-2xl font-bold text-balance text-slate-900">{title || t`Untitled course`}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The course page as learners will see it, with a preview banner (docs/decisions/039). */}
          <a
            href={coursePagePath(course.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>Preview the course page</Trans>
          </a>
          {firstLesson ? (
            <a
              href={lessonPath(firstLesson.id)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <Trans>Preview as a learner</Trans>
            </a>
          ) : (
            <p className="max-w-xs text-sm text-slate-600">
              <Trans>Add a lesson to preview the course as a learner.</Trans>
            </p>
          )}
        </div>
      </div>

      {course.version_of ? (
        <VersionBanner versionId={course.id} versionOf={course.version_of} beforeSubmit={editor.flush} />
      ) : null}

      <SaveConflict
        status={editor.status}
        onLoadLatest={() => void editor.loadLatest()}
        onKeepMine={() => void editor.keepMine()}
      />

      <div className="sticky top-16 z-20 -mx-4 mb-4 bg-slate-50/95 px-4 pt-1 backdrop-blur sm:mx-0 sm:px-0">
        <nav aria-label={t`Course editor steps`}>
          <ol className="flex gap-1 overflow-x-auto">
            {EDITOR_STEPS.map((key, index) => {
              const number = format.number(index + 1);
              const current = key === step;
              return (
                <li key={key} className="shrink-0">
                  <button
                    type="button"
                    aria-current={current ? 'step' : undefined}
                    onClick={() => {
                      void editor.flush();
                      setParams({ step: key }, { replace: true });
                    }}
                    className={clsx(
                      'min-h-11 rounded-lg px-3 text-sm font-semibold',
                      current ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-white',
                    )}
                  >
                    {number}. {labels[key]}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <SaveStatusLine
          status={editor.status}
          queued={editor.queued.length}
          dropped={editor.dropped}
          onRetry={() => void editor.flush()}
        />
      </div>

      <section
        aria-label={labels[step]}
        className="rounded-card bg-white p-4 shadow-card sm:p-6"
        key={editor.formKey}
      >
        <h2 className="mb-4 text-xl font-bold text-slate-900">{labels[step]}</h2>
        {step === 'details' ? <DetailsStep editor={editor} /> : null}
        {step === 'curriculum' ? <CurriculumStep editor={editor} /> : null}
        {step === 'pricing' ? <PricingStep editor={editor} /> : null}
        {step === 'faq' ? <FaqStep editor={editor} /> : null}
      </section>
    </div>
  );
}

/** A published course's "Edit": opens its new version (made the first time) in the editor. */
function StartVersionButton({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const open = useOpenCourseVersion();
  return (
    <>
      <Button onClick={() => open.mutate(courseId)} disabled={open.isPending}>
        <Pencil aria-hidden="true" className="size-4" />
        {open.isPending ? t`Opening…` : t`Edit a new version`}
      </Button>
      {open.isError ? (
        <p role="alert" className="w-full text-sm font-medium text-danger-700">
          {open.error instanceof Error ? open.error.message : t`Something went wrong. Please try again.`}
        </p>
      ) : null}
    </>
  );
}
