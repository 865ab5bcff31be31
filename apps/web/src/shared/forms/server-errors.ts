import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { t } from '@lingui/core/macro';
import { ApiError } from '@dokkho/contract/errors';

/**
 * Puts a failed submit's messages where they belong: a 400 body `{field: [messages]}` goes under the form's
 * own fields (the first one focused); everything else (a `detail`, an unknown field, another status) comes
 * back as one sentence for the form's alert, or null when every message found its field.
 */
export function applyServerErrors<F extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<F>[],
  setError: UseFormSetError<F>,
): string | null {
  if (!(error instanceof ApiError)) {
    return error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
  }
  const body: unknown = error.body;
  if (error.status !== 400 || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return error.message;
  }
  const rest: string[] = [];
  let placed = 0;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    if ((fields as readonly string[]).includes(key)) {
      setError(key as FieldPath<F>, { type: 'server', message: text }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      rest.push(text);
    }
  }
  if (placed > 0 && rest.length === 0) return null;
  return rest.join(' ') || error.message;
}
