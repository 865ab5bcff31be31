import { MarkdownContent } from '../../../shared/ui/markdown-content';
import { Trans } from '@lingui/react/macro';

/** An article lesson: the instructor's Markdown, sanitised (shared/ui/markdown-content.tsx). */
export function LessonArticle({ body }: { body: string }) {
  if (!body.trim()) {
    return (
      <p className="text-slate-600">
        <Trans>This lesson has no text yet.</Trans>
      </p>
    );
  }
  return <MarkdownContent markdown={body} />;
}
