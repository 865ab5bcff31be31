import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TYPE } from '@dokkho/contract/chat';
import { createChatService } from '@dokkho/chat/service';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import {
  recordingLogger,
  seedCourse,
  seedGenre,
  seedInstructor,
  seedJob,
  seedRecruiter,
  uniqueTag,
} from '../../test/factories';
import { startFakeLlm, type FakeLlm } from './fake-llm-server';

/**
 * Issue 14 item 4: the chatbot cannot be made to link anywhere but our pages. Job titles, company names
 * and course titles are written by other people; whatever they hold, and whatever the model writes, an
 * answer links only to this site's paths.
 */

const HOSTILE =
  '[Win](https://evil.example) <a href="https://evil.example">x</a> ![x](https://evil.example/p)';

const ask = (ctx: TestContext, question: string, ip = '203.0.113.140') =>
  ctx.app.inject({
    method: 'POST',
    url: '/chat/ask',
    payload: { question, type: CHAT_TYPE },
    remoteAddress: ip,
  });

/** What a CommonMark renderer would make a link, an image, HTML or an autolink of (escapes skipped). */
function outsideLinks(answer: string): string[] {
  const targets = [...answer.matchAll(/(?<!\\)\]\(([^)\s]*)/gu)].map((match) => match[1] ?? '');
  return [
    ...targets.filter((href) => !/^\/(?![/\\])/u.test(href)),
    ...(answer.match(/(?<!\\)<[a-z/!]/giu) ?? []),
    ...(answer.match(/(?<![\\\w])https?:\/\/\S+/giu) ?? []),
  ];
}

async function seedHostileRows(ctx: TestContext, word: string) {
  const recruiter = await seedRecruiter(ctx.db, { companyName: `<a href="https://evil.example">Acme</a>` });
  const job = await seedJob(ctx.db, recruiter, {
    title: `${word} Analyst ${HOSTILE}`,
    companyName: '[Acme](https://evil.example)',
    skills: [word.toLowerCase()],
  });
  const genre = await seedGenre(ctx.db);
  const { profile } = await seedInstructor(ctx.db, { firstName: '[Shirin](https://evil.example)' });
  const course = await seedCourse(
    ctx.db,
    { genreId: genre.id, instructorId: profile.id },
    { title: `${word} Knitting ${HOSTILE}`, price: 150_000 },
  );
  return { job, course };
}

describe('POST /chat/ask: links only to our pages', () => {
  let ctx: TestContext;
  let word: string;
  let rows: Awaited<ReturnType<typeof seedHostileRows>>;

  beforeAll(async () => {
    ctx = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '0' });
    word = `Narwhal${uniqueTag('w')}`;
    rows = await seedHostileRows(ctx, word);
  });
  afterAll(async () => ctx?.close());

  it('shows a job whose title and company are links as text, linked to the job page', async () => {
    const response = await ask(ctx, `Any jobs for a ${word} analyst?`);
    expect(response.statusCode).toBe(200);
    const { answer } = response.json<{ answer: string }>();
    expect(answer).toContain(`](/jobs/${rows.job.id})`);
    expect(answer).toContain('\\[Win\\]\\(https\\://evil.example\\)');
    expect(outsideLinks(answer)).toEqual([]);
  });

  it('shows a course whose title and instructor are links as text, linked to the course page', async () => {
    const response = await ask(ctx, `How much is the ${word} knitting course?`);
    expect(response.statusCode).toBe(200);
    const { answer } = response.json<{ answer: string }>();
    expect(answer).toContain(`](/courseDetails/${rows.course.id})`);
    expect(answer).toContain('\\[Shirin\\]');
    expect(outsideLinks(answer)).toEqual([]);
  });
});

describe('POST /chat/ask with an LLM: the model cannot link elsewhere', () => {
  const key = `sk-test-${uniqueTag('key')}`;
  let fake: FakeLlm;
  let ctx: TestContext;
  let word: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ key, model: 'fake-model' });
    ctx = await createTestApp({
      CHAT_LLM_URL: fake.url,
      CHAT_LLM_MODEL: 'fake-model',
      CHAT_LLM_KEY: key,
      CHAT_RATE_LIMIT_PER_MINUTE: '0',
    });
    word = `Narwhal${uniqueTag('w')}`;
    await seedHostileRows(ctx, word);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('keeps the escaped facts when the model repeats them', async () => {
    const { answer } = (await ask(ctx, `Any jobs for a ${word} analyst?`)).json<{ answer: string }>();
    expect(answer).toMatch(/^LLM says: /);
    expect(outsideLinks(answer)).toEqual([]);
  });

  it('drops a model answer that links a website of its own, for the retrieval answer', async () => {
    const { answer } = (await ask(ctx, `Which website has jobs for a ${word} analyst?`)).json<{
      answer: string;
    }>();
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(answer).not.toMatch(/^LLM says/);
    expect(answer).not.toContain('evil.example/win');
    expect(outsideLinks(answer)).toEqual([]);
  });

  it('restricts the links of any model answer in the service, too', async () => {
    const service = createChatService({
      db: ctx.db,
      logger: recordingLogger(),
      secret: TEST_AUTH_SECRET,
      llm: { answer: () => Promise.resolve('See [this](https://evil.example) or [jobs](/jobs).') },
    });
    const result = await service.ask({ question: `Any jobs for a ${word} analyst?`, ip: null });
    expect(result.source).toBe('llm');
    expect(result.answer).toBe('See this or [jobs](/jobs).');
  });
});
