import { useLingui } from '@lingui/react/macro';
/**
 * A slim indeterminate bar pinned to the top of the viewport. It fades in after a short delay (see
 * `--animate-progress-appear` in index.css) so fast page changes do not flash it.
 */
export function TopProgressBar({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="progressbar"
      aria-label={label ?? t`Loading page`}
      aria-valuetext={t`Loading`}
      className="animate-progress-appear fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary-100/70"
    >
      <div className="animate-progress h-full w-1/3 rounded-full bg-accent-500" />
    </div>
  );
}
