import { useState, type FormEvent } from 'react';
import { ClipboardCheck, CloudUpload, Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseEditorModule, LessonKind } from '@dokkho/contract/course-editor';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import type { CourseAutosave } from '../lib/use-course-autosave';
import { ConfirmDelete } from './confirm-delete';
import { LessonEditor } from './lesson-editor';
import { QuizEditor } from './quiz-editor';
import { SortableList } from './sortable-list';

/**
 * Step 2: modules with their lessons and quizzes, then the final exam. Adding, renaming, deleting and
 * reordering go to the server straight away (after any typing that waits); lesson and quiz contents
 * autosave as the details do. A module's quizzes come after its lessons, as the player takes them.
 */
export function CurriculumStep({ editor }: { editor: CourseAutosave }) {
  const { t } = useLingui();
  const { course } = editor;
  const [title, setTitle] = useState('');

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = title.trim();
    if (!name) return;
    if (await editor.structure({ op: 'addModule', title: name })) setTitle('');
  }

  return (
    <div className="space-y-5">
      {course.modules.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Start with a module: a chapter of the course that holds its lessons.</Trans>
        </p>
      ) : null}
      <SortableList
        items={course.modules}
        idOf={(module) => String(module.id)}
        labelOf={(module) => module.title}
        onReorder={(ids) => void editor.structure({ op: 'reorderModules', ids: ids.map(Number) })}
        className="space-y-4"
      >
        {(module, handle, index) => (
          <ModuleCard editor={editor} module={module} handle={handle} index={index} />
        )}
      </SortableList>
      <WaitingAdds
        titles={editor.queued.flatMap((op) => (op.op === 'addModule' ? [op.title] : []))}
        label={t`Modules waiting to be sent`}
      />
      <form onSubmit={(event) => void add(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField
          label={t`New module title`}
          className="flex-1"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" disabled={!title.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add module</Trans>
        </Button>
      </form>
      {course.modules.length > 0 ? <FinalExams editor={editor} /> : null}
    </div>
  );
}

/** The course's final exam(s): quizzes after every module (`module_id` null). */
function FinalExams({ editor }: { editor: CourseAutosave }) {
  const { t } = useLingui();
  const { course } = editor;
  const exams = course.quizzes.filter((quiz) => quiz.module_id === null);
  return (
    <section
      aria-labelledby="final-exam-heading"
      className="-mx-2 rounded-card border border-dashed border-primary-300 p-2 sm:mx-0 sm:p-4"
    >
      <h3 id="final-exam-heading" className="font-semibold text-slate-900">
        <Trans>Final exam</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Optional: a quiz on the whole course, after every module.</Trans>
      </p>
      {exams.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {exams.map((quiz) => (
            <li key={quiz.id}>
              <QuizEditor editor={editor} quiz={quiz} />
            </li>
          ))}
        </ul>
      ) : null}
      <AddQuiz editor={editor} moduleId={null} label={t`New final exam title`} />
    </section>
  );
}

/** Adds a quiz (no questions yet) after a module's lessons, or as the final exam. */
function AddQuiz({
  editor,
  moduleId,
  label,
}: {
  editor: CourseAutosave;
  moduleId: number | null;
  label: string;
}) {
  const [title, setTitle] = useState('');
  async function add(event: FormEvent) {
    event.preventDefault();
    const name = title.trim();
    if (!name) return;
    if (await editor.structure({ op: 'addQuiz', moduleId, title: name })) setTitle('');
  }
  return (
    <form onSubmit={(event) => void add(event)} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <FormField
        label={label}
        className="flex-1"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={!title.trim()}>
        <ClipboardCheck aria-hidden="true" className="size-4" />
        <Trans>Add quiz</Trans>
      </Button>
    </form>
  );
}

function ModuleCard({
  editor,
  module,
  handle,
  index,
}: {
  editor: CourseAutosave;
  module: CourseEditorModule;
  handle: React.ReactNode;
  index: number;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [name, setName] = useState(module.title);
  const [lessonTitle, setLessonTitle] = useState('');
  const [kind, setKind] = useState<LessonKind>('article');
  const number = format.number(index + 1);
  const title = module.title;
  const lessons = format.number(module.lessons.length);
  const quizzes = editor.course.quizzes.filter((quiz) => quiz.module_id === module.id);

  function rename() {
    const next = name.trim();
    if (!next || next === module.title) return;
    void editor.structure({ op: 'renameModule', moduleId: module.id, title: next });
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const next = lessonTitle.trim();
    if (!next) return;
    const done = await editor.structure({ op: 'addLesson', moduleId: module.id, title: next, kind });
    if (done) setLessonTitle('');
  }

  return (
    <section
      aria-label={t`Module ${number}: ${title}`}
      className="-mx-2 rounded-card border border-slate-200 bg-slate-50 p-2 sm:mx-0 sm:p-4"
    >
      <div className="flex items-end gap-1">
        {handle}
        <FormField
          label={t`Module ${number}`}
          className="flex-1"
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              rename();
            }
          }}
        />
        <ConfirmDelete
          label={t`Delete module ${title}`}
          title={t`Delete this module?`}
          description={
            <Trans>
              “{title}”, its {lessons} lessons and its quizzes are deleted. This cannot be undone.
            </Trans>
          }
          onConfirm={() => editor.structure({ op: 'deleteModule', moduleId: module.id })}
        />
      </div>
      <SortableList
        items={module.lessons}
        idOf={(lesson) => String(lesson.id)}
        labelOf={(lesson) => lesson.title}
        onReorder={(ids) =>
          void editor.structure({ op: 'reorderLessons', moduleId: module.id, ids: ids.map(Number) })
        }
        className="mt-3 space-y-2"
      >
        {(lesson, lessonHandle) => <LessonEditor editor={editor} lesson={lesson} handle={lessonHandle} />}
      </SortableList>
      <WaitingAdds
        titles={editor.queued.flatMap((op) =>
          op.op === 'addLesson' && op.moduleId === module.id ? [op.title] : [],
        )}
        label={t`Lessons of module ${number} waiting to be sent`}
      />
      {quizzes.length > 0 ? (
        <ul aria-label={t`Quizzes of module ${number}`} className="mt-2 space-y-2">
          {quizzes.map((quiz) => (
            <li key={quiz.id}>
              <QuizEditor editor={editor} quiz={quiz} />
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={(event) => void add(event)}
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <FormField
          label={t`New lesson title`}
          className="flex-1"
          value={lessonTitle}
          maxLength={200}
          onChange={(event) => setLessonTitle(event.target.value)}
        />
        <FormSelect
          label={t`Kind`}
          value={kind}
          options={[
            { value: 'article', label: t`Article` },
            { value: 'video', label: t`Video` },
          ]}
          onChange={(event) => setKind(event.target.value as LessonKind)}
        />
        <Button type="submit" variant="secondary" disabled={!lessonTitle.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add lesson</Trans>
        </Button>
      </form>
      <AddQuiz editor={editor} moduleId={module.id} label={t`New quiz title`} />
    </section>
  );
}

/**
 * Modules or lessons added while offline: shown as waiting rows, editable once the server has answered
 * with their ids (a queued change names only ids the server gave).
 */
function WaitingAdds({ titles, label }: { titles: string[]; label: string }) {
  if (titles.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 space-y-2">
      {titles.map((title, index) => (
        <li
          key={`${index}-${title}`}
          className="flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-3 text-slate-700"
        >
          <CloudUpload aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="truncate font-medium">{title}</span>
          <span className="ml-auto shrink-0 text-xs text-slate-600">
            <Trans>Waiting to be sent</Trans>
          </span>
        </li>
      ))}
    </ul>
  );
}
