import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';

/**
 * Typography for an article's HTML, as descendant selectors on the container (the Markdown's own elements
 * carry no classes). Tables scroll sideways on a phone instead of widening the page.
 */
const PROSE = [
  'max-w-none text-base leading-7 text-slate-800 break-words',
  '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-slate-900',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1.5 [&_li]:marker:text-primary-600 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700',
  '[&_table]:my-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ');

/**
 * Markdown written by people (an article lesson, a job description), rendered sanitised
 * (shared/lib/markdown.ts) with the site's article typography.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // Safe: renderMarkdown sanitises with DOMPurify (no scripts, handlers or styles).
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
