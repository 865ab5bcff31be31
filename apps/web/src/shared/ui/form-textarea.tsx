import { forwardRef, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { FieldFrame, inputClasses, useFieldIds, type FieldTextProps } from './form-field';

export interface FormTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldTextProps {
  /** For paragraphs (a bio): relaxed line spacing, so a long text reads back easily. */
  prose?: boolean;
}

/** A multi-line FormField (a reason, a note, a bio): the same frame, wired for screen readers the same way. */
export const FormTextarea = forwardRef<HTMLTextAreaElement, FormTextareaProps>(function FormTextarea(
  { label, error, help, optional, prose = false, id: idProp, className, rows = 3, ...textarea },
  ref,
) {
  const { id, describedBy } = useFieldIds(idProp, { error, help });
  return (
    <FieldFrame id={id} label={label} error={error} help={help} optional={optional} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClasses(Boolean(error)), 'resize-y', prose && 'leading-relaxed')}
        {...textarea}
      />
    </FieldFrame>
  );
});
