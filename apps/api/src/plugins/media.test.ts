import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '../integrations/object-store/local';
import { isPrivateKey } from '../integrations/object-store/store';
import { registerMedia } from './media';

const root = mkdtempSync(path.join(tmpdir(), 'dokkho-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('private objects', () => {
  const store = createLocalObjectStore({ root });

  it('are stored and opened, but have no public URL and are never keys of one', async () => {
    expect(isPrivateKey('private/resumes/a1.pdf')).toBe(true);
    expect(isPrivateKey('pictures/a1.webp')).toBe(false);
    await store.put('private/resumes/abc123.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const opened = await store.open('private/resumes/abc123.pdf');
    expect(opened?.contentType).toBe('application/pdf');
    opened?.stream.destroy();
    expect(() => store.publicUrl('private/resumes/abc123.pdf')).toThrow();
    expect(store.keyOf('/media/private/resumes/abc123.pdf')).toBeNull();
    expect(store.keyOf('/media/pictures/abc.webp')).toBe('pictures/abc.webp');
  });

  it('are refused by /media/ however the path is spelled, while public ones are served', async () => {
    await store.put('private/resumes/def456.pdf', Buffer.from('%PDF-1.4 secret'), 'application/pdf');
    await store.put('docs/public1.pdf', Buffer.from('%PDF-1.4 public'), 'application/pdf');
    const app = Fastify();
    await registerMedia(app, { store });
    await app.ready();
    try {
      expect((await app.inject({ url: '/media/docs/public1.pdf' })).statusCode).toBe(200);
      for (const url of [
        '/media/private/resumes/def456.pdf',
        '/media/private%2Fresumes%2Fdef456.pdf',
        '/media/%70rivate/resumes/def456.pdf',
        '/media/PRIVATE/resumes/def456.pdf',
        '/media//private/resumes/def456.pdf',
        '/media/docs/../private/resumes/def456.pdf',
      ]) {
        const res = await app.inject({ url, headers: { range: 'bytes=0-3' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('secret');
      }
    } finally {
      await app.close();
    }
  });
});
