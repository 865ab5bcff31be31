import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

/*
 * Issue 8: the chatbot's own knowledge (a FAQ staff can edit) and its review log.
 */

/**
 * One answer the chatbot can give about how Dokkho works (payments, bKash, certificates, refunds, support).
 * Written in English and Bangla: the bot answers in the language of the question. `keywords` holds the
 * words people actually type ("bkash", "বিকাশ", "refund policy") that the question and answer may not use.
 */
export const chatFaqs = pgTable(
  'chat_faqs',
  {
    id: serial('id').primaryKey(),
    /** A stable handle for seeds and tests: "payment-methods", "refunds". */
    slug: text('slug').notNull().unique(),
    topic: text('topic').notNull(),
    questionEn: text('question_en').notNull(),
    answerEn: text('answer_en').notNull(),
    questionBn: text('question_bn').notNull(),
    answerBn: text('answer_bn').notNull(),
    keywords: text('keywords').notNull().default(''),
    /** A page of the site the answer points to ("/support-session"), or '' for none. */
    link: text('link').notNull().default(''),
    /**
     * English stems for the English side, and the 'simple' configuration (lower-cased words, no stemming)
     * for the Bangla side and the keywords: PostgreSQL has no Bangla dictionary.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(question_en, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(keywords, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(question_bn, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(answer_en, '')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(answer_bn, '')), 'C')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_faqs_search_idx').using('gin', t.searchVector),
    index('chat_faqs_trgm_idx').using(
      'gin',
      sql`lower(${t.questionEn} || ' ' || ${t.keywords} || ' ' || ${t.questionBn}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Every question and answer, for review (issue 8 item 5). Privacy-aware: no account, no token, and the
 * visitor's address only as a keyed hash (enough to spot one source of abuse, not to find a person).
 */
export const chatLogs = pgTable(
  'chat_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ipHash: text('ip_hash'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** 'en' | 'bn'. */
    language: text('language').notNull(),
    /** How it was answered: smalltalk, retrieval, llm, fallback (nothing matched). */
    source: text('source').notNull(),
    /** What retrieval found: [{kind, id, score}]. */
    matches: jsonb('matches').$type<{ kind: string; id: number | string; score: number }[]>().notNull(),
    llmUsed: boolean('llm_used').notNull().default(false),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_logs_language_known', sql`${t.language} in ('en', 'bn')`),
    check('chat_logs_source_known', sql`${t.source} in ('smalltalk', 'retrieval', 'llm', 'fallback')`),
    index('chat_logs_created_idx').on(t.createdAt.desc()),
  ],
);
