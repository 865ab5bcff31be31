import type { CourseFullDetail } from '@dokkho/contract/learning';
import { InstructorAvatar } from './instructor-avatar';

/** The instructor card (DESIGN.md "Course page"): who teaches, what they do, why to trust them. */
export function CourseInstructor({ instructor }: { instructor: CourseFullDetail['instructor'] }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <InstructorAvatar
          name={instructor.name}
          avatar={instructor.avatar}
          className="size-16 text-lg sm:size-20"
        />
        <div className="min-w-0">
          <p className="text-lg font-bold text-slate-900">{instructor.name}</p>
          {instructor.headline ? <p className="text-slate-600">{instructor.headline}</p> : null}
        </div>
      </div>
      {instructor.bio ? <p className="mt-4 leading-7 text-slate-700">{instructor.bio}</p> : null}
    </div>
  );
}
