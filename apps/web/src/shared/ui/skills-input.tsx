import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { JOB_LIMITS } from '@dokkho/contract/jobs';
import { FieldFrame, inputClasses } from './form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../i18n/format';

/**
 * Skills as tags: type one and press Enter or a comma (or leave the field); each tag has its own remove
 * button; Backspace in the empty field removes the last one. Lower-cased and de-duplicated as the contract's
 * SkillList stores them, so what a person sees is what the board and the talent search match on.
 */
export function SkillsInput({
  value,
  onChange,
  error,
  help,
  placeholder,
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  help?: string;
  placeholder?: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const max = format.number(JOB_LIMITS.skills);
  const helpText = help ?? t`Press Enter after each skill (up to ${max}).`;
  const id = useId();
  const [text, setText] = useState('');
  const full = value.length >= JOB_LIMITS.skills;

  function add(raw: string) {
    const skills = raw
      .split(',')
      .map((skill) => skill.trim().toLowerCase().replace(/\s+/g, ' '))
      .filter((skill) => skill && skill.length <= JOB_LIMITS.skillMax);
    const next = [...new Set([...value, ...skills])].slice(0, JOB_LIMITS.skills);
    if (next.length !== value.length) onChange(next);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <FieldFrame id={id} label={t`Skills`} optional error={error} help={helpText}>
      {value.length > 0 ? (
        <ul aria-label={t`Skills added`} className="mb-2 flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== skill))}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-50 pr-2 pl-3 text-sm font-medium text-primary-800 ring-1 ring-primary-200 hover:bg-primary-100"
              >
                {skill}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  <Trans>(remove)</Trans>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={text}
        disabled={full}
        onChange={(event) => {
          const next = event.target.value;
          // A pasted "excel, sql" becomes two tags at once.
          if (next.includes(',')) add(next);
          else setText(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && add(text)}
        maxLength={JOB_LIMITS.skillMax}
        placeholder={full ? t`Skill limit reached` : (placeholder ?? t`e.g. excel`)}
        autoComplete="off"
        enterKeyHint="done"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-help`].filter(Boolean).join(' ')}
        className={inputClasses(Boolean(error))}
      />
    </FieldFrame>
  );
}
