import { forwardRef, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { FieldFrame, inputClasses, useFieldIds, type FieldTextProps } from './form-field';

export interface FormSelectProps
  extends SelectHTMLAttributes<HTMLSelectElement>, Omit<FieldTextProps, 'optional'> {
  /** Shown first with an empty value, so nothing is chosen for the user. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A native select in the FormField frame: on phones it opens the system picker, which is the easiest
 * control to use with a thumb.
 */
export const FormSelect = forwardRef<HTMLSelectElement, FormSelectProps>(function FormSelect(
  { label, error, help, placeholder, options, id: idProp, className, ...select },
  ref,
) {
  const { id, describedBy } = useFieldIds(idProp, { error, help });
  return (
    <FieldFrame id={id} label={label} error={error} help={help} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
    </FieldFrame>
  );
});
