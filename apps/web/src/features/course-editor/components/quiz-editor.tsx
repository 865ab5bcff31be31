import { useState } from 'react';
import { ChevronDown, ClipboardCheck, Plus, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  QUIZ_QUESTIONS_MAX,
  type CourseEditorQuiz,
  type CourseEditorQuizOption,
  type CourseEditorQuizQuestion,
  type QuestionKind,
} from '@dokkho/contract/course-editor';
import { asciiDigits } from '@dokkho/domain/digits';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import type { CourseAutosave } from '../lib/use-course-autosave';
import { ConfirmDelete } from './confirm-delete';
import { SortableList } from './sortable-list';

/**
 * A whole number as typed (Bengali digits too); null when blank, NaN when not a whole number (the
 * contract's message then says what to type).
 */
export function wholeNumber(text: string): number | null {
  const plain = asciiDigits(text).trim();
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Ids for questions and options made here, negative until the server stores them (and gives its own). */
const localId = () => -1 - Math.floor(Math.random() * 1_000_000_000);

const newOption = (is_correct = false): CourseEditorQuizOption => ({ id: localId(), text: '', is_correct });
const newQuestion = (): CourseEditorQuizQuestion => ({
  id: localId(),
  kind: 'single',
  prompt: '',
  explanation: '',
  points: 1,
  options: [newOption(true), newOption()],
});

/**
 * One quiz, folded to its title until opened: where it sits (after a module, or the final exam), its
 * settings, and its questions with their options, each list reordered by drag and drop or the keyboard.
 * Everything autosaves as lessons do; the quiz's questions go to the server as one list.
 */
export function QuizEditor({ editor, quiz }: { editor: CourseAutosave; quiz: CourseEditorQuiz }) {
  const { t } = useLingui();
  const say = useContractMessages();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const error = (field: string) => say(editor.errors[`quiz.${quiz.id}.${field}`]);
  const set = (change: Parameters<CourseAutosave['setQuiz']>[1]) => editor.setQuiz(quiz.id, change);
  const [minutes, setMinutes] = useState(
    quiz.time_limit_seconds === null ? '' : String(Math.round(quiz.time_limit_seconds / 60)),
  );
  const [passMark, setPassMark] = useState(String(quiz.pass_percent));
  const [attempts, setAttempts] = useState(quiz.max_attempts === null ? '' : String(quiz.max_attempts));
  const title = quiz.title;
  const count = quiz.questions.length;
  const questionCount = format.number(count);
  const setQuestions = (questions: CourseEditorQuizQuestion[]) => set({ questions });
  const hasProblem = Object.keys(editor.errors).some((key) => key.startsWith(`quiz.${quiz.id}.`));

  return (
    <div className="rounded-lg border border-primary-200 bg-white">
      <div className="flex items-center gap-1 p-1">
        <ClipboardCheck aria-hidden="true" className="ml-3 size-4 shrink-0 text-primary-700" />
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 px-2 text-left font-medium text-slate-900"
        >
          <span className="truncate">{title}</span>
          <span
            className={clsx(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
              count === 0 || hasProblem ? 'bg-warning-50 text-warning-700' : 'bg-primary-50 text-primary-800',
            )}
          >
            {count === 0
              ? t`No questions yet`
              : t`${plural(count, { one: `${questionCount} question`, other: `${questionCount} questions` })}`}
          </span>
          <ChevronDown aria-hidden="true" className={clsx('ml-auto size-4 shrink-0', open && 'rotate-180')} />
        </button>
        <ConfirmDelete
          label={t`Delete quiz ${title}`}
          title={t`Delete this quiz?`}
          description={
            <Trans>
              “{title}” and its {questionCount} questions are deleted, with learners’ attempts at it. This
              cannot be undone.
            </Trans>
          }
          onConfirm={() => editor.structure({ op: 'deleteQuiz', quizId: quiz.id })}
        />
      </div>
      {open ? (
        <div className="space-y-4 border-t border-slate-200 p-2 sm:p-4">
          <FormField
            label={t`Quiz title`}
            value={quiz.title}
            maxLength={200}
            error={error('title')}
            onChange={(event) => set({ title: event.target.value })}
          />
          <FormTextarea
            label={t`Description`}
            optional
            rows={2}
            value={quiz.description}
            error={error('description')}
            help={t`What the quiz checks, shown before a learner starts.`}
            onChange={(event) => set({ description: event.target.value })}
          />
          <FormSelect
            label={t`Where it comes`}
            value={quiz.module_id === null ? '' : String(quiz.module_id)}
            error={error('module_id')}
            options={[
              ...editor.course.modules.map((module, index) => {
                const number = format.number(index + 1);
                const name = module.title;
                return { value: String(module.id), label: t`After module ${number}: ${name}` };
              }),
              { value: '', label: t`Final exam, after every module` },
            ]}
            onChange={(event) => {
              set({ module_id: event.target.value === '' ? null : Number(event.target.value) });
              // Moving it changes the curriculum's order: saved at once, like a reorder.
              void editor.flush();
            }}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t`Pass mark (%)`}
              inputMode="numeric"
              value={passMark}
              error={error('pass_percent')}
              onChange={(event) => {
                setPassMark(event.target.value);
                set({ pass_percent: wholeNumber(event.target.value) ?? Number.NaN });
              }}
            />
            <FormField
              label={t`Time limit (minutes)`}
              optional
              inputMode="numeric"
              value={minutes}
              error={error('time_limit_seconds')}
              help={t`Blank: no time limit.`}
              onChange={(event) => {
                setMinutes(event.target.value);
                const value = wholeNumber(event.target.value);
                set({ time_limit_seconds: value === null ? null : value * 60 });
              }}
            />
            <FormField
              label={t`Attempts allowed`}
              optional
              inputMode="numeric"
              value={attempts}
              error={error('max_attempts')}
              help={t`Blank: unlimited.`}
              onChange={(event) => {
                setAttempts(event.target.value);
                set({ max_attempts: wholeNumber(event.target.value) });
              }}
            />
          </div>

          <fieldset className="space-y-3">
            <legend className="mb-1 text-base font-semibold text-slate-900">
              <Trans>Questions</Trans>
            </legend>
            {error('questions') ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {error('questions')}
              </p>
            ) : null}
            {count === 0 ? (
              <p className="text-slate-600">
                <Trans>
                  A quiz needs at least one question before the course can go to review. Add the first one.
                </Trans>
              </p>
            ) : null}
            <SortableList
              items={quiz.questions}
              idOf={(question) => String(question.id)}
              labelOf={(question) => question.prompt || t`Untitled question`}
              onReorder={(ids) =>
                setQuestions(ids.map((id) => quiz.questions.find((question) => String(question.id) === id)!))
              }
              className="space-y-3"
            >
              {(question, handle, index) => (
                <QuestionEditor
                  question={question}
                  index={index}
                  handle={handle}
                  error={(field) => error(`questions.${index}.${field}`)}
                  onChange={(next) =>
                    setQuestions(quiz.questions.map((q) => (q.id === question.id ? next : q)))
                  }
                  onDelete={() => setQuestions(quiz.questions.filter((q) => q.id !== question.id))}
                />
              )}
            </SortableList>
            {count < QUIZ_QUESTIONS_MAX ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setQuestions([...quiz.questions, newQuestion()])}
              >
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Add a question</Trans>
              </Button>
            ) : null}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}

function QuestionEditor({
  question,
  index,
  handle,
  error,
  onChange,
  onDelete,
}: {
  question: CourseEditorQuizQuestion;
  index: number;
  handle: React.ReactNode;
  error: (field: string) => string | undefined;
  onChange: (question: CourseEditorQuizQuestion) => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const number = format.number(index + 1);
  const [points, setPoints] = useState(String(question.points));
  const set = (change: Partial<CourseEditorQuizQuestion>) => onChange({ ...question, ...change });
  const setOptions = (options: CourseEditorQuizOption[]) => set({ options });
  const optionsError = error('options');
  const single = question.kind === 'single';

  return (
    <section
      aria-label={t`Question ${number}`}
      className="-mx-1 rounded-lg border border-slate-200 bg-slate-50 p-1.5 sm:mx-0 sm:p-3"
    >
      <div className="flex items-center gap-1">
        {handle}
        <h3 className="flex-1 text-sm font-semibold text-slate-800">
          <Trans>Question {number}</Trans>
        </h3>
        <ConfirmDelete
          label={t`Delete question ${number}`}
          title={t`Delete this question?`}
          description={<Trans>Question {number} and its options are deleted when the quiz saves.</Trans>}
          onConfirm={() => {
            onDelete();
            return Promise.resolve(true);
          }}
        />
      </div>
      <div className="mt-2 space-y-3">
        <FormTextarea
          label={t`Question`}
          rows={2}
          value={question.prompt}
          error={error('prompt')}
          onChange={(event) => set({ prompt: event.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormSelect
            label={t`Answer type`}
            value={question.kind}
            error={error('kind')}
            options={[
              { value: 'single', label: t`One right answer` },
              { value: 'multiple', label: t`One or more right answers` },
            ]}
            onChange={(event) => set({ kind: event.target.value as QuestionKind })}
          />
          <FormField
            label={t`Points`}
            inputMode="numeric"
            value={points}
            error={error('points')}
            onChange={(event) => {
              setPoints(event.target.value);
              set({ points: wholeNumber(event.target.value) ?? Number.NaN });
            }}
          />
        </div>
        <fieldset
          aria-describedby={optionsError ? `question-${question.id}-options-error` : undefined}
          className="space-y-2"
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {single ? (
              <Trans>Options: choose the one right answer</Trans>
            ) : (
              <Trans>Options: tick every right answer</Trans>
            )}
          </legend>
          <SortableList
            items={question.options}
            idOf={(option) => String(option.id)}
            labelOf={(option) => option.text || t`Untitled option`}
            onReorder={(ids) =>
              setOptions(ids.map((id) => question.options.find((option) => String(option.id) === id)!))
            }
            className="space-y-2"
          >
            {(option, optionHandle, optionIndex) => {
              const letter = format.number(optionIndex + 1);
              return (
                <div className="flex items-center gap-0.5 rounded-lg bg-white p-0.5 sm:gap-1 sm:p-1">
                  {optionHandle}
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`question-${question.id}-correct`}
                    aria-label={t`Option ${letter} is right`}
                    className="size-5 shrink-0 accent-primary-700"
                    checked={option.is_correct}
                    onChange={(event) =>
                      setOptions(
                        question.options.map((o) =>
                          o.id === option.id
                            ? { ...o, is_correct: event.target.checked }
                            : single
                              ? { ...o, is_correct: false }
                              : o,
                        ),
                      )
                    }
                  />
                  <FormField
                    label={t`Option ${letter}`}
                    className="ml-1 min-w-0 flex-1 [&_label]:sr-only"
                    value={option.text}
                    maxLength={500}
                    error={error(`options.${optionIndex}.text`)}
                    onChange={(event) =>
                      setOptions(
                        question.options.map((o) =>
                          o.id === option.id ? { ...o, text: event.target.value } : o,
                        ),
                      )
                    }
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove option ${letter}`}
                    disabled={question.options.length <= QUIZ_OPTIONS_MIN}
                    onClick={() => setOptions(question.options.filter((o) => o.id !== option.id))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              );
            }}
          </SortableList>
          {optionsError ? (
            <p
              id={`question-${question.id}-options-error`}
              role="alert"
              className="text-sm font-medium text-danger-700"
            >
              {optionsError}
            </p>
          ) : null}
          {question.options.length < QUIZ_OPTIONS_MAX ? (
            <Button variant="ghost" size="sm" onClick={() => setOptions([...question.options, newOption()])}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add an option</Trans>
            </Button>
          ) : null}
        </fieldset>
        <FormTextarea
          label={t`Explanation`}
          optional
          rows={2}
          value={question.explanation}
          error={error('explanation')}
          help={t`Shown with the right answer after a learner submits.`}
          onChange={(event) => set({ explanation: event.target.value })}
        />
      </div>
    </section>
  );
}
