import type { ReactNode } from 'react';

/** "Nothing here right now", with a way forward (DESIGN.md principle 4). Sits under the page's h1. */
export function OffersEmpty(props: {
  illustration: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-10 text-center">
      <div className="w-52">{props.illustration}</div>
      <h2 className="mt-6 text-xl font-bold text-balance text-slate-900">{props.title}</h2>
      <div className="mt-2 text-pretty text-slate-600">{props.children}</div>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {props.actions}
      </div>
    </section>
  );
}
