import type { QuoteItem } from '@dokkho/contract/commerce';
import { Plural, Trans } from '@lingui/react/macro';

/** "Course" or "Bundle · 3 courses": what the purchase is, under its title. */
function ItemKindLabel({ item }: { item: Pick<QuoteItem, 'kind' | 'course_ids'> }) {
  if (item.kind === 'course') return <Trans>Course</Trans>;
  const count = item.course_ids.length;
  return <Plural value={count} one="Bundle · # course" other="Bundle · # courses" />;
}

/** What is being bought: the 16:9 thumbnail, the title and what kind of item it is. */
export function OrderItemSummary({ item }: { item: QuoteItem }) {
  return (
    <div className="flex items-center gap-4">
      <img
        src={item.thumbnail}
        alt=""
        width={160}
        height={90}
        className="aspect-video w-28 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
          <ItemKindLabel item={item} />
        </p>
        <p className="mt-1 line-clamp-3 font-semibold text-balance text-slate-900 sm:text-lg">{item.title}</p>
      </div>
    </div>
  );
}
