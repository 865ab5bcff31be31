import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { inputClasses } from '../../../shared/ui/form-field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  optional?: boolean;
}

/**
 * The shared FormField's layout for several lines of text (a reason, a note): label above, the message under
 * it, wired with aria-invalid and aria-describedby.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, help, optional, id: idProp, className, rows = 3, ...textarea },
  ref,
) {
  const fallbackId = useId();
  const id = idProp ?? fallbackId;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClasses(Boolean(error)), 'resize-y')}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="mt-1.5 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
    </div>
  );
});
