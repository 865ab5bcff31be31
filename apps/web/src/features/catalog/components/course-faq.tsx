import { useState } from 'react';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { Disclosure } from './disclosure';

/** The course's frequently asked questions. Several may be open at once: people compare answers. */
export function CourseFaq({ faqs }: { faqs: CourseFullDetail['faqs'] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <Disclosure
          key={faq.id}
          open={open.has(faq.id)}
          onToggle={() =>
            setOpen((current) => {
              const next = new Set(current);
              if (next.has(faq.id)) next.delete(faq.id);
              else next.add(faq.id);
              return next;
            })
          }
          summary={<span className="font-semibold text-slate-900">{faq.question}</span>}
        >
          <p className="px-4 pb-4 leading-7 text-slate-700 sm:px-5">{faq.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
