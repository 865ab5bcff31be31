import { useId, type ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterRadioGroupProps {
  legend: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  children?: ReactNode;
}

/**
 * One filter of a list's filter panel (all courses, the job board): a radio group, one choice, native
 * inputs (keyboard and screen readers work without extra code), every row a full 44px tap target. The
 * desktop side panel and the phone's sheet can both be mounted, so each group names its own radios.
 */
export function FilterRadioGroup({ legend, value, options, onChange, children }: FilterRadioGroupProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 px-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {legend}
      </legend>
      <div className="space-y-0.5">
        {options.map((option) => (
          <label
            key={option.value || 'any'}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-slate-800 hover:bg-slate-100 has-checked:bg-primary-50 has-checked:font-semibold has-checked:text-primary-800 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-primary-700 focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1">{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
