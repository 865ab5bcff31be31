import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailTo } from './mail-catcher';
import { useSession, type Session } from './session';

export interface NewAccount extends Session {
  email: string;
  username: string;
}

/**
 * A fresh learner with a confirmed e-mail, signed in on `page` from its next navigation (support/session.ts).
 */
export async function signInAsNewConfirmedLearner(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<NewAccount> {
  const account = await newConfirmedLearner(request, tag);
  await useSession(page, account);
  return account;
}

/**
 * A fresh learner with a confirmed e-mail, signed in nowhere: registered through the API, confirmed with the
 * activation link from the e-mail the catcher received (the real path, no database shortcut).
 */
export async function newConfirmedLearner(request: APIRequestContext, tag: string): Promise<NewAccount> {
  const username = `e2e_${tag}`.slice(0, 30);
  const email = `${username}@example.com`;
  const registered = await request.post('/api/user/auth/register/', {
    data: { first_name: 'Tahmina', last_name: 'Akter', email, username, password: 'rajshahi-2026-mango' },
  });
  expect(registered.status()).toBe(201);
  const session = (await registered.json()) as Session;

  let raw = '';
  await expect
    .poll(async () => {
      raw = (await mailTo(email)).at(-1)?.raw ?? '';
      return raw;
    })
    .toContain('/log_reg/activate/');
  const [, uidb64, token] = /\/log_reg\/activate\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(raw) ?? [];
  const confirmed = await request.put('/api/user/auth/email-verify/', { data: { uidb64, token } });
  expect(confirmed.status()).toBe(200);
  return { ...session, email, username };
}

/** A unique tag per test, project and run (both projects run every test against one server). */
export function uniqueTag(projectName: string): string {
  return `${projectName.slice(0, 1)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour RGB PNG, made here so the test needs no image file or library. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
