import clsx from 'clsx';

/**
 * The shared Button has no destructive variant; irreversible actions (a staff refund or rejection, deleting a
 * job post) use this, with the shared buttons' size and shape.
 */
export function dangerButtonClasses(options: { outline?: boolean; className?: string } = {}) {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base',
    'disabled:pointer-events-none disabled:opacity-60',
    options.outline
      ? 'border border-danger-600/40 bg-white text-danger-700 hover:border-danger-600 hover:bg-danger-50'
      : 'bg-danger-700 text-white hover:bg-danger-600',
    options.className,
  );
}
