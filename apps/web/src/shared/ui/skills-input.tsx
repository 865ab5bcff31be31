import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { JOB_LIMITS } from '@dokkho/contract/jobs';
import { FieldFrame, inputClasses } from './form-field';

/**
 * Skills as tags: type one and press Enter or a comma (or leave the field); each tag has its own remove
 * button; Backspace in the empty field removes the last one. Lower-cased and de-duplicated as the contract's
 * SkillList stores them, so what a person sees is what the board and the talent search match on.
 */
export function SkillsInput({
  value,
  onChange,
  error,
  help = `Press Enter after each skill (up to ${JOB_LIMITS.skills}).`,
  placeholder = 'e.g. excel',
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  help?: string;
  placeholder?: string;
}) {
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
    <FieldFrame id={id} label="Skills" optional error={error} help={help}>
      {value.length > 0 ? (
        <ul aria-label="Skills added" className="mb-2 flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== skill))}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-50 pr-2 pl-3 text-sm font-medium text-primary-800 ring-1 ring-primary-200 hover:bg-primary-100"
              >
                {skill}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">(remove)</span>
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
        placeholder={full ? 'Skill limit reached' : placeholder}
        autoComplete="off"
        enterKeyHint="done"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-help`].filter(Boolean).join(' ')}
        className={inputClasses(Boolean(error))}
      />
    </FieldFrame>
  );
}
