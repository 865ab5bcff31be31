import { z } from 'zod';
import { LocaleSchema } from './locale';
import { SITE } from './site';

/** SPEC.md §9: chat input is cut to its first 150 words; the request's `type` is fixed at "3.5". */
export const CHAT_WORD_LIMIT = 150;
export const CHAT_TYPE = '3.5';

/**
 * Normalises a visitor's chat message the same way in the widget and in the chat service: whitespace
 * collapsed, cut to the first 150 words (SPEC.md §5). Returns null for an empty or whitespace-only
 * message, which is never sent. It lives in the contract because both sides must agree on it and the web
 * never imports the chat service (issue 15: no app imports another).
 */
export function normaliseQuestion(text: string, wordLimit: number = CHAT_WORD_LIMIT): string | null {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  return words.slice(0, wordLimit).join(' ');
}

/** SPEC.md §3: `POST /chat/ask` with question, type and the visitor's public address (may be null). */
export const ChatRequest = z.object({
  question: z.string().trim().min(1, 'Type a message first').max(2000, 'Your message is too long'),
  type: z.literal(CHAT_TYPE, { error: 'Type must be "3.5"' }).default(CHAT_TYPE),
  ip: z.string().max(64).nullable().optional(),
  /**
   * The interface language (issue 16 item 8): the chatbot's own replies (greetings, thanks, "I do not know")
   * come in it; answers about courses and jobs follow the question's language.
   */
  language: LocaleSchema.optional(),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

export const ChatResponse = z.object({ answer: z.string() });
export type ChatResponse = z.infer<typeof ChatResponse>;

/** SPEC.md §9 and §2: the widget's timings and words. */
export const CHAT_IDLE_EXPIRY_MS = 600_000;
export const CHAT_TYPEWRITER_MS = 30;
export const CHAT_GREETING = 'Hello, I am the coolest chatbot in town. How can I help you today?';
export const CHAT_PLACEHOLDER = 'Type your message...';

/** A turn of the conversation as the widget keeps it (SPEC.md §3). */
export const ChatMessage = z.object({ role: z.enum(['user', 'assistant']), content: z.string() });
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * The only links a chat answer may carry besides this site's own `/` paths (issue 14 item 4): the support
 * contacts of the site config. The service drops every other link, and the widget refuses to make one.
 */
export const CHAT_OFFSITE_LINKS: readonly string[] = [
  SITE.whatsappHref,
  `mailto:${SITE.email}`,
  SITE.phoneHref,
];

/**
 * The chat's Markdown escapes (CommonMark: a backslash before ASCII punctuation stands for that character),
 * read the same way by the service that writes them and the widget that shows them.
 */
export const isEscapablePunctuation = (character: string | undefined): character is string =>
  character !== undefined && /^[!-/:-@[-`{-~]$/u.test(character);

/** Whether text holds a C0 control character or DEL: never part of a link we make. */
export function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}
