import { z } from 'zod';
import type { LlmSettings } from './llm';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The chat service's environment variables. The API merges this shape into its own EnvSchema (so one
 * place validates the environment at boot, CONVENTIONS.md §5); the standalone server parses it itself.
 */
export const CHAT_ENV_SHAPE = {
  CHAT_LLM_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CHAT_LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  CHAT_LLM_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
};

export type ChatEnv = z.infer<z.ZodObject<typeof CHAT_ENV_SHAPE>>;

export interface ChatSettings {
  /** The LLM adapter's settings, or null unless URL, model and key are all set (retrieval answers alone). */
  llm: LlmSettings | null;
  /** Questions per minute per client address on POST /chat/ask; 0 turns the limit off (tests). */
  rateLimitPerMinute: number;
}

export function chatSettingsFromEnv(env: ChatEnv): ChatSettings {
  const llm =
    env.CHAT_LLM_URL && env.CHAT_LLM_MODEL && env.CHAT_LLM_KEY
      ? {
          url: env.CHAT_LLM_URL,
          model: env.CHAT_LLM_MODEL,
          key: env.CHAT_LLM_KEY,
          timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
        }
      : null;
  return { llm, rateLimitPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE };
}
