import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '@dokkho/contract/site';
import { ChatPanel } from '../components/chat-panel';

/**
 * /chatbot (SPEC.md §2: "standalone chat"): the same conversation as the floating widget, which does not
 * show on this page (lib/chat-visibility.ts). It continues a conversation started in the widget.
 */
export function ChatbotPage() {
  const { t } = useLingui();
  const siteName = SITE.name;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-0 pt-4 pb-0 sm:px-6 sm:pt-8 sm:pb-10">
      <div className="px-4 sm:px-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>{siteName} Chatbot</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>Ask about courses, career paths, payments with bKash or cards, certificates and jobs.</Trans>
        </p>
      </div>
      <section
        aria-label={t`Conversation`}
        className="mt-4 flex h-[calc(100dvh-12rem)] min-h-[26rem] flex-col overflow-hidden border-y border-slate-200 bg-white sm:h-[min(44rem,calc(100dvh-14rem))] sm:rounded-card sm:border sm:shadow-card"
      >
        <ChatPanel wide />
      </section>
    </div>
  );
}
