import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { inLanguageOnScreen } from '../../../shared/forms/zod-resolver';

/**
 * A react-hook-form resolver for a form whose inputs are text (a month, a year, taka) while the API takes
 * the contract's body: `toBody` makes the body from the values, the contract's schema checks it, and each
 * issue goes under the field of the same name (or `fallbackField` when the path names none). So the
 * browser and the server say the same words for the same mistake, in the language on screen.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  fallbackField?: keyof V & string,
): Resolver<V> {
  return inLanguageOnScreen<V, unknown, V>((values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : fallbackField;
      if (!key || key in errors) continue;
      errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  });
}
