import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { seedUser } from '../../test/factories';
import { createTestApp, TEST_AUTH_SECRET, type TestContext } from '../../test/test-app';
import { createTokenSettings, signAccessToken } from '../auth/tokens';

const tokens = createTokenSettings({ secret: TEST_AUTH_SECRET, accessTtlSeconds: 900, refreshTtlDays: 30 });

/** The test app with its own DATA_DIR, so uploads land in a folder the test can look into and remove. */
export async function createUsersTestApp(): Promise<TestContext & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dokkho-users-'));
  const ctx = await createTestApp({ DATA_DIR: dataDir });
  return {
    ...ctx,
    dataDir,
    async close() {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function bearer(userId: number): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signAccessToken(tokens, userId)}` };
}

/** A signed-in member: confirmed e-mail unless asked otherwise; `headers` carry their access token. */
export async function seedMember(db: Database, overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await seedUser(db, { emailConfirmed: true, ...overrides });
  return { user, headers: await bearer(user.id) };
}

export async function seedStaff(db: Database) {
  const member = await seedMember(db);
  await db.update(schema.users).set({ isStaff: true }).where(eq(schema.users.id, member.user.id));
  return member;
}

export interface MultipartPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it (inject takes the bytes and the header). */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----dokkho${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
