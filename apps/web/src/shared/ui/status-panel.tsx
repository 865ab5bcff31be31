import type { ReactNode } from 'react';

/**
 * The one layout for "nothing to show here" pages: coming soon, not found, failed to load
 * (DESIGN.md principle 4: every state says what happened and offers a way forward).
 */
export function StatusPanel(props: {
  illustration: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Full-width content between the text and the actions (a search box). */
  body?: ReactNode;
  /** The actions: one primary way forward, then quieter ones. */
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-10 text-center sm:py-16">
      <div className="w-52 sm:w-64">{props.illustration}</div>
      {props.eyebrow ? (
        <p className="mt-6 text-sm font-semibold tracking-wide text-primary-700 uppercase">{props.eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{props.title}</h1>
      <div className="mt-3 text-base text-pretty text-slate-600">{props.description}</div>
      {props.body ? <div className="mt-6 w-full">{props.body}</div> : null}
      {props.children ? (
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {props.children}
        </div>
      ) : null}
    </section>
  );
}
