import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';

interface DisclosureProps {
  /** The always-visible row: a title and a short summary. */
  summary: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** The heading level the summary sits in, for the page's heading order. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/**
 * One item of an accordion (WAI-ARIA disclosure pattern): a heading holding a button that shows or hides
 * the panel. Controlled, so a list can offer "Expand all". Keyboard and screen readers get it for free.
 */
export function Disclosure({
  summary,
  open,
  onToggle,
  children,
  headingLevel: Heading = 'h3',
  className,
}: DisclosureProps) {
  const panelId = useId();
  return (
    <div className={clsx('border-slate-200', className)}>
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 sm:px-5"
        >
          <span className="min-w-0 flex-1">{summary}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              'size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
