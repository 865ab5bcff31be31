import { useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RESUME_LIMITS, ResumeTitle } from '@dokkho/contract/resume';
import { useContractMessages } from '../../../shared/forms/contract-messages';

/**
 * The "Resume name" field of the create, rename and finalize forms: its value, the props for FormField,
 * and `parse()`, which gives the checked title or null after showing why it is not one (in the language on
 * screen).
 */
export function useResumeTitleField(initial: string) {
  const { t } = useLingui();
  const sayMessage = useContractMessages();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function parse(): string | null {
    const parsed = ResumeTitle.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return null;
    }
    setError(undefined);
    return parsed.data;
  }

  const field = {
    label: t`Resume name`,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    maxLength: RESUME_LIMITS.titleMax,
    error: sayMessage(error),
  };
  return { value, field, parse };
}
