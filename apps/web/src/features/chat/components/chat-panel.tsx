import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { SendHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHAT_TYPE, CHAT_WORD_LIMIT, normaliseQuestion } from '@dokkho/contract/chat';
import { SITE } from '@dokkho/contract/site';
import { useFormat } from '../../../shared/i18n/format';
import { askChat } from '../api/ask-chat';
import { visitorIp } from '../api/visitor-ip';
import { appendMessage, getHistory, subscribeHistory } from '../lib/chat-history';
import { useChatLifecycle } from '../lib/chat-lifecycle';
import { plainAnswer, parseAnswer } from '../lib/answer-markup';
import { countWords, cutToWordLimit, WORD_COUNT_SHOWN_FROM } from '../lib/word-limit';
import { AnswerText } from './answer-text';

interface ChatPanelProps {
  /** Focus the message box when the panel appears (the widget on open; not the /chatbot page on load). */
  autoFocus?: boolean;
  /** Roomier type and a centred column (the full-screen widget and the /chatbot page). */
  wide?: boolean;
  /** A link in an answer led to another of our pages. */
  onNavigate?: () => void;
}

/** Within this distance of the bottom the list follows new words; further up, the visitor is reading. */
const FOLLOW_THRESHOLD_PX = 80;

function TypingIndicator() {
  const { t } = useLingui();
  const siteName = SITE.name;
  const label = t`${siteName} is typing`;
  return (
    <div role="status" aria-label={label} className="flex justify-start">
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3.5"
      >
        <span className="size-2 animate-bounce rounded-full bg-slate-500" />
        <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
        <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
      </span>
    </div>
  );
}

/**
 * The conversation and the message box: shared by the floating widget and the /chatbot page (SPEC.md §2
 * "the same chat as a standalone page"). Behaviour from SPEC.md §4, §5, §8: the greeting first; a send
 * shows the typing indicator and appends the answer; the send button is disabled while waiting; empty or
 * whitespace-only messages are not sent; the input is cut to its first 150 words; a failure only stops
 * the indicator (no message), and the visitor's words go back into the box so they can send them again.
 */
export function ChatPanel({ autoFocus = false, wide = false, onNavigate }: ChatPanelProps) {
  useChatLifecycle();
  const { t } = useLingui();
  const format = useFormat();
  // SPEC.md §2's words in English (CHAT_GREETING), in Bangla from the catalog.
  const greeting = t`Hello, I am the coolest chatbot in town. How can I help you today?`;
  const siteName = SITE.name;
  const queryClient = useQueryClient();
  const history = useSyncExternalStore(subscribeHistory, getHistory, getHistory);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  /** The answer this panel has just received: the only one typed out (restored ones show at once). */
  const [typingIndex, setTypingIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const following = useRef(true);
  const inputId = useId();
  const counterId = useId();
  const words = countWords(input);
  const wordCount = format.number(words);
  const wordLimit = format.number(CHAT_WORD_LIMIT);

  // The lookup starts with the chat so that the first question seldom waits for it.
  useEffect(() => {
    void visitorIp(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const scrollToEnd = useCallback(() => {
    const list = listRef.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, []);

  useEffect(scrollToEnd, [history.length, waiting, scrollToEnd]);

  // An idle expiry or unload may have cleared the conversation since: then nothing is being typed out.
  const animatedIndex = typingIndex !== null && typingIndex < history.length ? typingIndex : null;

  const send = async () => {
    if (waiting) return;
    const raw = input;
    const question = normaliseQuestion(raw, CHAT_WORD_LIMIT);
    if (!question) return;
    appendMessage({ role: 'user', content: question });
    setInput('');
    setWaiting(true);
    following.current = true;
    try {
      const ip = await visitorIp(queryClient);
      // The chatbot's own replies come in the interface language (issue 16 item 8).
      const answer = await askChat({ question, type: CHAT_TYPE, ip, language: format.locale });
      const next = appendMessage({ role: 'assistant', content: answer });
      setTypingIndex(next.length - 1);
      setAnnouncement(plainAnswer(parseAnswer(answer)));
    } catch {
      // SPEC.md §8: "Chat failure: silent, indicator removed, no message". The words come back into an
      // empty box so one tap on Send tries again.
      setInput((current) => (current.trim() === '' ? raw : current));
    } finally {
      setWaiting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={listRef}
        onScroll={(event) => {
          const list = event.currentTarget;
          following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
        data-testid="chat-messages"
      >
        <ol className={clsx('flex flex-col gap-3', wide && 'mx-auto max-w-3xl')}>
          {[{ role: 'assistant' as const, content: greeting }, ...history].map((message, index) => {
            const fromVisitor = message.role === 'user';
            const historyIndex = index - 1;
            return (
              <li key={index} className={clsx('flex', fromVisitor ? 'justify-end' : 'justify-start')}>
                <div
                  data-role={message.role}
                  className={clsx(
                    'max-w-[85%] rounded-2xl px-4 py-2.5 break-words',
                    wide ? 'text-base' : 'text-[15px] leading-relaxed',
                    fromVisitor
                      ? 'rounded-br-sm bg-primary-700 whitespace-pre-wrap text-white'
                      : 'rounded-bl-sm bg-slate-100 text-slate-900',
                  )}
                >
                  <span className="sr-only">{fromVisitor ? t`You:` : t`${siteName}:`} </span>
                  {fromVisitor ? (
                    message.content
                  ) : (
                    <AnswerText
                      text={message.content}
                      animate={historyIndex === animatedIndex && historyIndex >= 0}
                      onReveal={scrollToEnd}
                      onNavigate={onNavigate}
                    />
                  )}
                </div>
              </li>
            );
          })}
          {waiting ? (
            <li>
              <TypingIndicator />
            </li>
          ) : null}
        </ol>
      </div>
      {/* The answer once, whole, for screen readers: the typed-out words would be read piecemeal. */}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <form
        onSubmit={onSubmit}
        className={clsx('border-t border-slate-200 bg-white px-3 pt-3 pb-3', wide && 'sm:px-4')}
      >
        <div className={clsx('flex items-end gap-2', wide && 'mx-auto max-w-3xl')}>
          <label htmlFor={inputId} className="sr-only">
            <Trans>Your message</Trans>
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={input}
            placeholder={t`Type your message...`}
            aria-describedby={words >= WORD_COUNT_SHOWN_FROM ? counterId : undefined}
            onChange={(event) => setInput(cutToWordLimit(event.target.value))}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter is a new line; never while an input method (Bangla keyboards)
              // is composing a character.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base [field-sizing:content] placeholder:text-slate-500 focus:border-primary-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0"
          />
          <button
            type="submit"
            disabled={waiting}
            aria-label={t`Send`}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-white transition-colors hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </button>
        </div>
        {words >= WORD_COUNT_SHOWN_FROM ? (
          <p
            id={counterId}
            aria-live="polite"
            className={clsx(
              'mt-1.5 text-right text-xs',
              wide && 'mx-auto max-w-3xl',
              words >= CHAT_WORD_LIMIT ? 'font-semibold text-danger-700' : 'text-slate-600',
            )}
          >
            <Trans>
              {wordCount}/{wordLimit} words
            </Trans>
          </p>
        ) : null}
      </form>
    </div>
  );
}
