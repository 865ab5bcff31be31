import { MarkdownContent } from '../../../shared/ui/markdown-content';

/** An article lesson: the instructor's Markdown, sanitised (shared/ui/markdown-content.tsx). */
export function LessonArticle({ body }: { body: string }) {
  if (!body.trim()) {
    return <p className="text-slate-600">This lesson has no text yet.</p>;
  }
  return <MarkdownContent markdown={body} />;
}
