/**
 * Where the floating chat button shows (SPEC.md §1, §2: "a floating chatbot widget answers visitors'
 * questions", listed with the public screens). The shell already limits it to pages with the full site
 * navigation, which leaves out the dashboards, the lesson player, verification, the sign-in callback and
 * the course landing page (app/layout/shell-rules.ts). Of the rest it also stays off:
 * - /chatbot, which is the same chat as a page;
 * - checkout and payment results (/payment/..., /bundle-payment/...): one job there, paying, and the
 *   floating button would sit on the pay buttons;
 * - a quiz being taken (/quiz/{id}): part of learning, like the player;
 * - the resume builder and a shared resume (/resume/..., /r/{token}): a signed-in tool and a document.
 * Paths match case-insensitively by their first segment, like the shell rules.
 */
const HIDDEN_ROOTS = new Set(['chatbot', 'payment', 'bundle-payment', 'quiz', 'resume', 'r']);

export function chatWidgetShownOn(pathname: string): boolean {
  const root = (pathname.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
  return !HIDDEN_ROOTS.has(root);
}
