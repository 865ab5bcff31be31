import type { ReactNode } from 'react';
import clsx from 'clsx';
import { CheckCircle2, TriangleAlert } from 'lucide-react';

export type Feedback = { tone: 'success' | 'error'; text: ReactNode } | null;

/** The result of the last action, in a live region (a screen reader hears it; it is empty otherwise). */
export function FeedbackLine({ feedback }: { feedback: Feedback }) {
  return (
    <div role="status" className="empty:hidden">
      {feedback ? (
        <p
          className={clsx(
            'mb-4 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
            feedback.tone === 'success' ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700',
          )}
        >
          {feedback.tone === 'success' ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{feedback.text}</span>
        </p>
      ) : null}
    </div>
  );
}
