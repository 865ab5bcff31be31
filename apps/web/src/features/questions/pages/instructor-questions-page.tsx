import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../shared/ui/page-heading';
import { InstructorQuestions } from '../components/instructor-questions';

/** /ir-dashboard/questions (issue 17 item 6): the instructor answers their learners, unanswered first. */
export function InstructorQuestionsPage() {
  const { t } = useLingui();
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t`Learners’ questions`}
        description={t`Questions on your courses and lessons, the unanswered first. Your answer reaches the learner who asked.`}
      />
      <InstructorQuestions />
    </div>
  );
}
