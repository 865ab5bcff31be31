import clsx from 'clsx';
import { FileText } from 'lucide-react';
import type { HandbookDetails } from '@dokkho/contract/learning';
import { Trans } from '@lingui/react/macro';

/** The handbook's cover: its own picture, or a drawn one (the demo handbooks have none). */
export function HandbookCover({ handbook, className }: { handbook: HandbookDetails; className?: string }) {
  if (handbook.cover_url) {
    return (
      <img
        src={handbook.cover_url}
        alt=""
        width={300}
        height={400}
        className={clsx('aspect-[3/4] rounded-lg bg-slate-100 object-cover shadow-raised', className)}
      />
    );
  }
  // A container: the drawn cover is 80px wide on a card and 144px on the handbook page, and its text
  // sizes itself to the cover rather than to the screen.
  return (
    <div
      aria-hidden="true"
      className={clsx(
        '@container aspect-[3/4] rounded-lg bg-gradient-to-br from-primary-700 to-primary-900 text-white shadow-raised ring-1 ring-primary-900/20',
        className,
      )}
    >
      <div className="flex h-full flex-col justify-between p-2 @min-[8rem]:p-4">
        <span className="inline-flex w-fit rounded-full bg-accent-400 px-1.5 py-0.5 text-[0.6rem] font-bold tracking-wide text-slate-900 uppercase">
          <Trans>Free</Trans>
        </span>
        <span className="line-clamp-5 text-[0.7rem] leading-tight font-bold break-words hyphens-auto @min-[8rem]:text-base @min-[8rem]:leading-snug">
          {handbook.title}
        </span>
        <span className="flex items-center gap-1 text-[0.6rem] text-primary-100 @min-[8rem]:text-xs">
          <FileText className="size-3 shrink-0" />
          <Trans>PDF</Trans>
        </span>
      </div>
    </div>
  );
}
