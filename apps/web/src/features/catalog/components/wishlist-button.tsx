import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { useSavedCourseIds } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';
import { useViewerId } from '../lib/use-viewer-id';
import { useLingui } from '@lingui/react/macro';

const FAILURE_VISIBLE_MS = 5000;

interface WishlistButtonProps {
  course: CourseListItem;
  /** `card`: a round heart over a thumbnail; `panel`: a labelled button beside the enrol button. */
  variant?: 'card' | 'panel';
  className?: string;
}

/**
 * The wishlist heart (DESIGN.md "Course card"; issue 4 item 3). Signed out it opens the login dialog.
 * Signed in it toggles at once and undoes itself if the server refuses, saying so for a few seconds.
 * A toggle button: the name stays the same and `aria-pressed` says whether the course is saved.
 */
export function WishlistButton({ course, variant = 'card', className }: WishlistButtonProps) {
  const { t } = useLingui();
  const viewerId = useViewerId();
  const saved = useSavedCourseIds().has(course.id);
  const toggle = useToggleWishlist();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = window.setTimeout(() => setFailure(null), FAILURE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [failure]);

  const onClick = () => {
    if (!viewerId) {
      openLoginDialog();
      return;
    }
    setFailure(null);
    toggle.mutate(
      { course, save: !saved },
      {
        onError: (error) => {
          const reason = error instanceof Error ? error.message : t`try again`;
          setFailure(saved ? t`Could not remove it: ${reason}` : t`Could not save it: ${reason}`);
        },
      },
    );
  };

  const courseTitle = course.title;
  const heart = (
    <Heart
      aria-hidden="true"
      className={clsx(
        'size-5 transition-colors',
        saved ? 'fill-danger-600 text-danger-600' : 'text-slate-600',
      )}
    />
  );

  return (
    <span className={clsx('relative inline-flex', className)}>
      {variant === 'card' ? (
        <button
          type="button"
          onClick={onClick}
          aria-pressed={saved}
          aria-label={t`Save “${courseTitle}” to your wishlist`}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow-card ring-1 ring-slate-900/5 transition hover:bg-white hover:shadow-raised focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
        >
          {heart}
        </button>
      ) : (
        <button
          type="button"
          onClick={onClick}
          aria-pressed={saved}
          aria-label={t`Save to your wishlist`}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 transition-colors hover:border-primary-600 hover:text-primary-800"
        >
          {heart}
          <span aria-hidden="true">{saved ? t`Saved` : t`Save`}</span>
        </button>
      )}
      <span
        role="status"
        className={clsx(
          failure
            ? 'absolute top-full right-0 z-20 mt-2 w-56 rounded-lg bg-slate-900 px-3 py-2 text-left text-xs leading-snug font-medium text-white shadow-raised'
            : 'sr-only',
        )}
      >
        {failure ?? ''}
      </span>
    </span>
  );
}
