import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

/*
 * A push service on 127.0.0.1 for tests (docs/decisions/037): what Chrome's or Firefox's push service is
 * to the API. It takes `POST /push/<name>` with an `aes128gcm` body, keeps each request, and answers 201
 * (or what the test asks: 410 for a subscription that is gone, 500, or no answer until released).
 * `createTestSubscription` plays the browser: its own P-256 key pair and auth secret, and the RFC 8291
 * decryption of what it receives; `verifyVapid` checks the request's VAPID JWT as a push service would.
 */

export interface CapturedPush {
  /** The path's last part: which subscription the push was for. */
  name: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type PushServerMode = 'accept' | 'gone' | 'fail' | 'hold';

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startPushServer() {
  const received: CapturedPush[] = [];
  /** The answer per subscription name (default: accept). */
  const modes = new Map<string, PushServerMode>();
  const held = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const match = /^\/push\/([\w-]+)$/.exec(url.pathname);
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end();
        return;
      }
      const name = match[1]!;
      received.push({ name, headers: request.headers, body: await readBody(request) });
      const mode = modes.get(name) ?? 'accept';
      if (mode === 'hold') {
        held.add(response);
        return;
      }
      const status = { accept: 201, gone: 410, fail: 500 }[mode];
      response.writeHead(status, status === 201 ? { location: `/message/${received.length}` } : {}).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** The endpoint of a subscription named `name` on this service. */
    endpoint: (name: string) => `${origin}/push/${name}`,
    setMode(name: string, mode: PushServerMode) {
      modes.set(name, mode);
    },
    /** Answers every held request (201). */
    release() {
      for (const response of held) response.writeHead(201).end();
      held.clear();
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushServer = Awaited<ReturnType<typeof startPushServer>>;

/**
 * A browser's push subscription to `endpoint`: the JSON a browser's PushSubscription gives (what the web
 * posts), and `decrypt`, which reads an `aes128gcm` body sent to it (RFC 8291 over RFC 8188, one record).
 */
export function createTestSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body: Buffer): string {
      // The RFC 8188 header: salt (16), record size (4), key id length (1), key id (the sender's key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      // RFC 8291 §3.3-3.4: the shared secret, mixed with the auth secret and both public keys.
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('The record has no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a push request's `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292): the key is the server's
 * VAPID public key, the JWT is ES256-signed with it, and its claims; answers the claims.
 */
export async function verifyVapid(authorization: string | undefined, vapidPublicKey: string) {
  const match = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== vapidPublicKey) throw new Error('The VAPID key is not the server’s');
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('The VAPID JWT is not ES256');
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { algorithms: ['ES256'] });
  return payload as JWTPayload & { aud: string; exp: number; sub: string };
}
