import { LoaderCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';

/** "Show more" for a cursor-paged list. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoad,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoad: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" onClick={onLoad} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show more questions</Trans>}
      </Button>
    </div>
  );
}
