import { Link } from 'react-router';
import { ChevronRight, PlayCircle, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { instructorProfilePath } from '../lib/instructor-path';
import { InstructorAvatar } from './instructor-avatar';
import { StarRating } from './star-rating';

/**
 * The instructor card (DESIGN.md "Course page"): who teaches, what they do, why to trust them (their
 * rating, learners and courses across the catalog), and the way to their public profile.
 */
export function CourseInstructor({ instructor }: { instructor: CourseFullDetail['instructor'] }) {
  const { t } = useLingui();
  const format = useFormat();
  const learners = format.number(instructor.learners_count);
  const courses = format.number(instructor.courses_count);
  const profilePath = instructorProfilePath(instructor.id);
  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <InstructorAvatar
          name={instructor.name}
          avatar={instructor.avatar}
          className="size-16 text-lg sm:size-20"
        />
        <div className="min-w-0">
          <Link
            to={profilePath}
            className="text-lg font-bold text-slate-900 underline-offset-4 hover:text-primary-700 hover:underline"
          >
            {instructor.name}
          </Link>
          {instructor.headline ? <p className="text-slate-600">{instructor.headline}</p> : null}
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        {instructor.rating_count > 0 ? (
          <li className="inline-flex items-center gap-1.5">
            <span className="sr-only">
              <Trans>Instructor rating:</Trans>
            </span>
            <StarRating average={instructor.rating_avg} count={instructor.rating_count} />
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-slate-500" />
          {t`${plural(instructor.learners_count, { one: `${learners} learner`, other: `${learners} learners` })}`}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <PlayCircle aria-hidden="true" className="size-4 text-slate-500" />
          {t`${plural(instructor.courses_count, { one: `${courses} course`, other: `${courses} courses` })}`}
        </li>
      </ul>
      {instructor.bio ? <p className="mt-4 leading-7 text-slate-700">{instructor.bio}</p> : null}
      <Link
        to={profilePath}
        aria-label={t`See ${instructor.name}'s profile`}
        className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 hover:text-primary-800"
      >
        <Trans>See the full profile</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
