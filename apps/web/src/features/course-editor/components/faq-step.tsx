import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseEditorFaq } from '@dokkho/contract/course-editor';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import type { CourseAutosave } from '../lib/use-course-autosave';
import { SortableList } from './sortable-list';

/** Ids for the FAQ rows on this page only (the FAQ is saved whole, in order, without ids). */
let nextKey = 0;
const newKey = () => `faq-${(nextKey += 1)}`;

/** Step 4: questions learners ask before buying, with answers, in English and Bangla, reorderable. */
export function FaqStep({ editor }: { editor: CourseAutosave }) {
  const { t } = useLingui();
  const say = useContractMessages();
  const format = useFormat();
  const faqs = editor.course.faqs;
  // Stable keys for the rows while the list changes (drag and drop follows keys, not positions).
  const [keys, setKeys] = useState(() => faqs.map(newKey));
  const rowKeys = faqs.map((_, index) => keys[index] ?? `faq-extra-${index}`);

  function save(next: CourseEditorFaq[], nextKeys: string[]) {
    setKeys(nextKeys);
    editor.setSection('faqs', next);
  }
  const update = (index: number, change: Partial<CourseEditorFaq>) =>
    save(
      faqs.map((faq, i) => (i === index ? { ...faq, ...change } : faq)),
      rowKeys,
    );

  return (
    <div className="space-y-4">
      {faqs.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No questions yet. Add the ones learners ask before they enrol.</Trans>
        </p>
      ) : null}
      <SortableList
        items={faqs.map((faq, index) => ({ faq, key: rowKeys[index]!, index }))}
        idOf={(row) => row.key}
        labelOf={(row) => {
          const number = format.number(row.index + 1);
          return row.faq.question || t`Question ${number}`;
        }}
        onReorder={(order) => {
          const byKey = new Map(faqs.map((faq, index) => [rowKeys[index]!, faq]));
          save(
            order.map((key) => byKey.get(key)!),
            order,
          );
        }}
        className="space-y-4"
      >
        {(row, handle) => {
          const { faq, index } = row;
          const number = format.number(index + 1);
          const error = (field: string) => say(editor.errors[`faqs.${index}.${field}`]);
          return (
            <div className="rounded-card border border-slate-200 bg-white p-4">
              <div className="mb-3 flex items-center gap-2">
                {handle}
                <h3 className="flex-1 font-semibold text-slate-900">
                  <Trans>Question {number}</Trans>
                </h3>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove question ${number}`}
                  onClick={() =>
                    save(
                      faqs.filter((_, i) => i !== index),
                      rowKeys.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              <div className="space-y-4">
                <FormField
                  label={t`Question`}
                  value={faq.question}
                  error={error('question')}
                  onChange={(event) => update(index, { question: event.target.value })}
                />
                <FormTextarea
                  label={t`Answer`}
                  rows={3}
                  value={faq.answer}
                  error={error('answer')}
                  onChange={(event) => update(index, { answer: event.target.value })}
                />
                <FormField
                  label={t`Question in Bangla`}
                  optional
                  lang="bn"
                  value={faq.question_bn ?? ''}
                  error={error('question_bn')}
                  onChange={(event) => update(index, { question_bn: event.target.value })}
                />
                <FormTextarea
                  label={t`Answer in Bangla`}
                  optional
                  lang="bn"
                  rows={3}
                  value={faq.answer_bn ?? ''}
                  error={error('answer_bn')}
                  onChange={(event) => update(index, { answer_bn: event.target.value })}
                />
              </div>
            </div>
          );
        }}
      </SortableList>
      <Button
        variant="secondary"
        onClick={() =>
          save(
            [...faqs, { question: '', answer: '', question_bn: null, answer_bn: null }],
            [...rowKeys, newKey()],
          )
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add a question</Trans>
      </Button>
    </div>
  );
}
