import { Link } from 'react-router';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';

/**
 * "Only people with a verified skill", the check box the ranking and the talent search share: it applies
 * at once (`onChange` navigates to the filtered address), sitting at the bottom of its filter row.
 */
export function VerifiedOnlyFilter({
  checked,
  onChange,
  label,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-center gap-3 self-end text-sm font-medium text-slate-800',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-primary-700"
      />
      {label}
    </label>
  );
}

/** The way out of a filtered list that came up empty: back to the unfiltered address. */
export function ClearFiltersLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary' })}>
      <Trans>Clear the filters</Trans>
    </Link>
  );
}
