import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/form-field';

export interface FormSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  /** Shown first with an empty value, so nothing is chosen for the user. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A native select in the FormField layout: on phones it opens the system picker, which is the easiest
 * control to use with a thumb.
 */
export const FormSelect = forwardRef<HTMLSelectElement, FormSelectProps>(function FormSelect(
  { label, error, help, placeholder, options, id: idProp, className, ...select },
  ref,
) {
  const fallbackId = useId();
  const id = idProp ?? fallbackId;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
          className={clsx(inputClasses(Boolean(error)), 'appearance-none pr-10')}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
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
