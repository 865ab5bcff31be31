import { z } from 'zod';

/** SPEC.md §9: chat input is cut to its first 150 words; the request's `type` is fixed at "3.5". */
export const CHAT_WORD_LIMIT = 150;
export const CHAT_TYPE = '3.5';

/** SPEC.md §3: `POST /chat/ask` with question, type and the visitor's public address (may be null). */
export const ChatRequest = z.object({
  question: z.string().trim().min(1, 'Type a message first').max(2000, 'Your message is too long'),
  type: z.literal(CHAT_TYPE).default(CHAT_TYPE),
  ip: z.string().max(64).nullable().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

export const ChatResponse = z.object({ answer: z.string() });
export type ChatResponse = z.infer<typeof ChatResponse>;
