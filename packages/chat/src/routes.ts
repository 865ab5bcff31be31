import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatRequest, ChatResponse } from '@dokkho/contract/chat';
import { ErrorDetail, FieldErrors } from '@dokkho/contract/common';
import type { Database } from '@dokkho/db';
import { ensureDefaultFaqs } from './faqs';
import type { LlmSettings } from './llm';
import { createChatService, type ChatService } from './service';

export interface ChatRoutesOptions {
  /** The service to answer with (the standalone server and tests build their own), else one is built. */
  service?: ChatService | undefined;
  db: Database;
  /** Keys the address hashes of the review log: the app's AUTH_SECRET. */
  secret: string;
  llm?: LlmSettings | null | undefined;
  /** Questions per minute per client address; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Shared counters across processes when REDIS_URL is set; in-process counters otherwise. */
  redis?: RateLimitPluginOptions['redis'] | undefined;
  /** Key prefix of the counters (tests isolate themselves with it). */
  nameSpace?: string | undefined;
  /**
   * Builds the 429 error. The API passes its AppError (so its one error handler shapes the body and sets
   * Retry-After); standalone, a plain error with a status is enough for errors.ts.
   */
  tooManyRequests?: (message: string, retryAfterSeconds: number) => Error;
}

export class ChatHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `POST /chat/ask` (SPEC.md §3 and §7; issue 8): outside /api, as the seed's separate chat service was.
 * Mounted in-process by the API (apps/api/src/app.ts) or by the standalone server (server.ts). Its own
 * per-address limit (issue 8 item 5), much lower than the API's general ceiling: every question costs a
 * search and maybe an LLM call.
 */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  // Start-up: the default FAQ rows that are missing (idempotent by slug; staff edits are kept).
  const inserted = await ensureDefaultFaqs(options.db);
  if (inserted > 0) app.log.info({ inserted }, 'default chat FAQs added');
  const service =
    options.service ??
    createChatService({ db: options.db, logger: app.log, secret: options.secret, llm: options.llm });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const limited = options.rateLimitPerMinute > 0;
  if (limited) {
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis } : {}),
      nameSpace: options.nameSpace ?? 'dokkho-chat-rate:',
      // An outage of the limiter's store must not become an outage of the chat (plugins/rate-limit.ts).
      skipOnError: true,
      errorResponseBuilder: (_request, context) => {
        const message = `Too many questions. Please wait ${context.after} and try again.`;
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return options.tooManyRequests?.(message, seconds) ?? new ChatHttpError(429, message);
      },
    });
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/chat/ask',
    {
      ...(limited ? { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } } : {}),
      schema: {
        tags: ['chat'],
        summary: 'Ask the chatbot a question',
        description:
          'Answers from Dokkho’s own courses, career paths, offers, jobs and FAQ, in the language of the question (English or Bangla); an LLM rewrites the answer when one is configured. The question is cut to its first 150 words. The answer is plain text with Markdown links to our pages, e.g. `[Title](/courseDetails/12)`. Limited per address (429 with Retry-After).',
        body: ChatRequest,
        response: { 200: ChatResponse, 400: FieldErrors.or(ErrorDetail), 429: ErrorDetail },
      },
    },
    async (request) => {
      const { question, ip, language } = request.body;
      // The widget's public-IP lookup may fail (null); then the address we see stands in for it.
      const result = await service.ask({ question, ip: ip ?? request.ip, interfaceLanguage: language });
      return { answer: result.answer };
    },
  );
}
