import { CHAT_WORD_LIMIT, normaliseQuestion } from '@dokkho/contract/chat';
import { schema, type Database } from '@dokkho/db';
import { fallbackAnswer } from './compose';
import { detectLanguage, type ChatLanguage } from './language';
import { createLlmClient, type LlmClient, type LlmSettings } from './llm';
import { restrictLinks } from './markdown';
import { hashIp, maskSecrets } from './privacy';
import { retrieve, type Match } from './retrieval';
import { detectSmalltalk, smalltalkReply, stripGreeting } from './smalltalk';

/** Characters kept of a question after the 150-word cut: 150 long words are still a bounded message. */
export const CHAT_MAX_QUESTION_CHARS = 1200;

export interface ChatLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ChatServiceOptions {
  db: Database;
  logger: ChatLogger;
  /** Keys the visitor-address hash of the review log (the app's AUTH_SECRET). */
  secret: string;
  /** The LLM adapter's settings (config.ts), or a client (tests); absent: retrieval answers alone. */
  llm?: LlmSettings | LlmClient | null | undefined;
  now?: () => Date;
}

export interface AskInput {
  question: string;
  /** The visitor's public address as the widget found it, else the request's; may be null. */
  ip: string | null | undefined;
  /** The visitor's interface language: the chatbot's own replies use it; absent, the question's. */
  interfaceLanguage?: ChatLanguage | undefined;
}

export type AnswerSource = 'smalltalk' | 'retrieval' | 'llm' | 'fallback';

export interface AskResult {
  answer: string;
  language: ChatLanguage;
  source: AnswerSource;
  matches: Match[];
}

export interface ChatService {
  ask(input: AskInput): Promise<AskResult>;
}

/** 150 words (SPEC.md §5, the widget's cut again: the server never trusts it) and then a character cap. */
export function prepareQuestion(text: string): string | null {
  const normalised = normaliseQuestion(text, CHAT_WORD_LIMIT);
  if (!normalised) return null;
  return [...normalised].slice(0, CHAT_MAX_QUESTION_CHARS).join('');
}

/**
 * The chat service (issue 8): normalise, detect the language, small talk, else retrieval over live data
 * and, when configured, the LLM on top of what retrieval found. Every question and answer is logged for
 * review (chat_logs, privacy-aware) with a log line that carries no question text.
 */
export function createChatService(options: ChatServiceOptions): ChatService {
  const { db, logger, secret } = options;
  const now = options.now ?? (() => new Date());
  const llm: LlmClient | null = !options.llm
    ? null
    : 'answer' in options.llm
      ? options.llm
      : createLlmClient(options.llm, logger);

  return {
    async ask(input) {
      const started = performance.now();
      const question = prepareQuestion(input.question);
      if (!question) throw new Error('ask() needs a non-empty question: validate before calling');
      const language = detectLanguage(question);
      // Its own replies (small talk, "I could not find that") speak the interface's language; answers
      // built from our data follow the question's, as a person answering in the question's words would.
      const ownLanguage = input.interfaceLanguage ?? language;

      let result: AskResult;
      let llmUsed = false;
      const smalltalk = detectSmalltalk(question);
      if (smalltalk) {
        result = {
          answer: smalltalkReply(smalltalk, ownLanguage),
          language: ownLanguage,
          source: 'smalltalk',
          matches: [],
        };
      } else {
        const retrieved = await retrieve({ db, question: stripGreeting(question), language, now: now() });
        result =
          retrieved.source === 'fallback'
            ? { answer: fallbackAnswer(ownLanguage), language: ownLanguage, source: 'fallback', matches: [] }
            : { answer: retrieved.answer, language, source: retrieved.source, matches: retrieved.matches };
        if (llm) {
          llmUsed = true;
          const answer = await llm.answer({ question, language, facts: retrieved.facts });
          if (answer) result = { ...result, answer, source: 'llm' };
        }
      }
      // The last word on links, whoever wrote the answer: only our pages and the support contacts.
      result = { ...result, answer: restrictLinks(result.answer) };

      const latencyMs = Math.round(performance.now() - started);
      const ipHash = hashIp(input.ip, secret);
      try {
        await db.insert(schema.chatLogs).values({
          ipHash,
          question: maskSecrets(question),
          answer: result.answer,
          language,
          source: result.source,
          matches: result.matches,
          llmUsed,
          latencyMs,
        });
      } catch (error) {
        // The review log must not cost the visitor the answer.
        logger.error({ err: error }, 'chat log insert failed');
      }
      logger.info(
        {
          language,
          source: result.source,
          matches: result.matches.length,
          llmUsed,
          latencyMs,
          questionChars: question.length,
        },
        'chat question answered',
      );
      return result;
    },
  };
}
