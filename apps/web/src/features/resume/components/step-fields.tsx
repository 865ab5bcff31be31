import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { FormField, type FieldTextProps } from '../../../shared/ui/form-field';

/**
 * A month as CVs state it (YYYY-MM, or a year alone). A text field rather than type="month": that one is
 * a plain text box in Firefox and Safari anyway, and it cannot hold a year alone (school results).
 */
export const MonthField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & Omit<FieldTextProps, 'help'>
>(function MonthField(props, ref) {
  return (
    <FormField
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      placeholder="2024-03"
      maxLength={7}
      {...props}
    />
  );
});

/** A link field's hint: the scheme, written the same in every language (not a message to translate). */
export const URL_PLACEHOLDER = 'https://';

/** The message of a nested field error (`errors.experience?.[2]?.end`), if any. */
export function errorText(error: unknown): string | undefined {
  return (error as FieldError | undefined)?.message;
}

/** Whether entry `index` of a list section has any error (its closed card says "Check"). */
export function entryHasError(errors: FieldErrors, section: string, index: number): boolean {
  const list = errors[section] as unknown;
  return Array.isArray(list) && list[index] !== undefined && list[index] !== null;
}

/** The select's value for a nullable enum: '' for "not chosen". */
export const nullIfEmpty = (value: unknown) => (value === '' || value === undefined ? null : value);
