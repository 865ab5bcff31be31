import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { FormField, type FormFieldProps } from '../../../shared/ui/form-field';

/** A password field with the show/hide toggle of SPEC.md §2 and §4 ("password shown/hidden"). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FormFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const { t } = useLingui();
    const [shown, setShown] = useState(false);
    const Icon = shown ? EyeOff : Eye;
    return (
      <FormField
        ref={ref}
        {...props}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        trailing={
          <button
            type="button"
            aria-label={shown ? t`Hide password` : t`Show password`}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        }
      />
    );
  },
);
