import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

export const inputClasses = (invalid: boolean) =>
  clsx(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 transition-colors',
    'placeholder:text-slate-400 focus:border-primary-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600',
    invalid ? 'border-danger-600' : 'border-slate-300 hover:border-slate-400',
  );

/** What every field (input, textarea, select) says around its control. */
export interface FieldTextProps {
  label: string;
  /** The inline validation message (DESIGN.md "Forms"). */
  error?: string | undefined;
  /** A rule shown under the field before anything goes wrong. */
  help?: ReactNode;
  /** "(optional)" after the label. */
  optional?: boolean;
}

/**
 * The id of a field's control (the caller's, else a generated one) and the aria-describedby that points at
 * its error and help, so a screen reader reads the message with the field.
 */
export function useFieldIds(
  idProp: string | undefined,
  { error, help }: Pick<FieldTextProps, 'error' | 'help'>,
) {
  const fallbackId = useId();
  const id = idProp ?? fallbackId;
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

/**
 * One form field's frame: the label above the control, then the error and the help text under it, with
 * the ids useFieldIds points at. FormField, FormTextarea and FormSelect put their control inside.
 */
export function FieldFrame({
  id,
  label,
  error,
  help,
  optional,
  className,
  children,
}: FieldTextProps & { id: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-500">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={`${id}-help`} className="mt-1.5 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
    </div>
  );
}

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldTextProps {
  /** Sits inside the input on the right (the show/hide password button). */
  trailing?: ReactNode;
}

/**
 * One form field: label above, input (44px tall), help text, and the error under it, wired with
 * aria-invalid and aria-describedby so a screen reader reads the message with the field.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, help, trailing, optional, id: idProp, className, ...input },
  ref,
) {
  const { id, describedBy } = useFieldIds(idProp, { error, help });
  return (
    <FieldFrame id={id} label={label} error={error} help={help} optional={optional} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClasses(Boolean(error)), trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
});
