import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_GOOGLE_CLIENT_ID = '1234567890-dokkhotest.apps.googleusercontent.com';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface IssueOptions {
  /** The client the token was issued to (default FAKE_GOOGLE_CLIENT_ID). */
  aud?: string;
  azp?: string;
  expiresInSeconds?: number;
  /** Default: openid, e-mail and profile. Without the e-mail scope tokeninfo carries no e-mail. */
  scope?: string;
  /** Replace fields of the tokeninfo answer, for answers Google could give but rarely does. */
  tokeninfo?: Record<string, string | undefined>;
}

interface IssuedToken {
  account: FakeGoogleAccount;
  aud: string;
  azp: string;
  scope: string;
  expiresAt: number;
  tokeninfo: Record<string, string | undefined>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The access token came in the query string (visible in URLs and logs). */
  tokenInQuery: boolean;
  authorization: string | undefined;
}

const DEFAULT_SCOPE =
  'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile';

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function bearer(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/**
 * A local stand-in for Google's token endpoints (ARCHITECTURE.md "Outside providers": the real adapter is
 * what the tests exercise), speaking the protocol of PROVIDERS.md with Google's answer shapes:
 *
 * - `GET|POST /tokeninfo` with `?access_token=`, a form body `access_token=` or `Authorization: Bearer`:
 *   200 with string values (`aud`, `azp`, `sub`, `scope`, `exp`, `expires_in`, `email`, `email_verified`,
 *   `access_type`), or 400 `{"error":"invalid_token","error_description":"Invalid Value"}` for an unknown,
 *   revoked or expired token, 400 `invalid_request` without one.
 * - `GET|POST /v1/userinfo` with `Authorization: Bearer`: 200 with `sub`, names, `picture`, `email`,
 *   `email_verified` (a boolean here), or 401 with `WWW-Authenticate` and `invalid_request`.
 *
 * Tests issue tokens for accounts of their choosing, and can make the server fail or hang.
 */
export async function startGoogleServer() {
  const tokens = new Map<string, IssuedToken>();
  const requests: RecordedRequest[] = [];
  let outage: { status: number } | 'hang' | null = null;

  function tokenInfoAnswer(token: IssuedToken) {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = Math.floor(token.expiresAt / 1000) - now;
    const withEmail = token.scope.includes('userinfo.email') || token.scope.split(' ').includes('email');
    const answer: Record<string, string | undefined> = {
      azp: token.azp,
      aud: token.aud,
      sub: token.account.sub,
      scope: token.scope,
      exp: String(Math.floor(token.expiresAt / 1000)),
      expires_in: String(expiresIn),
      ...(withEmail
        ? { email: token.account.email, email_verified: String(token.account.emailVerified ?? true) }
        : {}),
      access_type: 'online',
      ...token.tokeninfo,
    };
    return Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined));
  }

  function userInfoAnswer(token: IssuedToken) {
    const { account } = token;
    const withProfile =
      token.scope.includes('userinfo.profile') || token.scope.split(' ').includes('profile');
    const withEmail = token.scope.includes('userinfo.email') || token.scope.split(' ').includes('email');
    const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
    return {
      sub: account.sub,
      ...(withProfile
        ? {
            ...(name ? { name } : {}),
            ...(account.givenName ? { given_name: account.givenName } : {}),
            ...(account.familyName ? { family_name: account.familyName } : {}),
            picture: account.picture ?? `https://lh3.googleusercontent.com/a/${account.sub}=s96-c`,
          }
        : {}),
      ...(withEmail ? { email: account.email, email_verified: account.emailVerified ?? true } : {}),
    };
  }

  /** The token only while it is known and unexpired, as Google does. */
  function live(accessToken: string | undefined): IssuedToken | undefined {
    const token = accessToken ? tokens.get(accessToken) : undefined;
    return token && token.expiresAt > Date.now() ? token : undefined;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = request.method === 'POST' ? await readBody(request) : '';
      const formToken = new URLSearchParams(body).get('access_token') ?? undefined;
      const queryToken = url.searchParams.get('access_token') ?? undefined;
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        tokenInQuery: queryToken !== undefined,
        authorization: request.headers.authorization,
      });

      if (outage === 'hang') return; // never answers; close() cuts the connection
      if (outage) {
        response.writeHead(outage.status, { 'content-type': 'text/html; charset=UTF-8' });
        response.end(`<!DOCTYPE html><title>Error ${outage.status}</title><p>That’s an error.`);
        return;
      }

      if (url.pathname === '/tokeninfo' && (request.method === 'GET' || request.method === 'POST')) {
        const presented = queryToken ?? formToken ?? bearer(request);
        if (!presented) {
          json(response, 400, {
            error: 'invalid_request',
            error_description: 'Either access_token, id_token, or token_handle required',
          });
          return;
        }
        const token = live(presented);
        if (!token) {
          json(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
          return;
        }
        json(response, 200, tokenInfoAnswer(token));
        return;
      }

      if (url.pathname === '/v1/userinfo' && (request.method === 'GET' || request.method === 'POST')) {
        const token = live(bearer(request));
        if (!token) {
          json(
            response,
            401,
            { error: 'invalid_request', error_description: 'Invalid Credentials' },
            { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
          );
          return;
        }
        json(response, 200, userInfoAnswer(token));
        return;
      }

      json(response, 404, { error: 'not_found' });
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    tokeninfoUrl: `${base}/tokeninfo`,
    userinfoUrl: `${base}/v1/userinfo`,
    requests,
    /** The GOOGLE_* environment that points the API at this server. */
    env(clientIds = FAKE_GOOGLE_CLIENT_ID): Record<string, string> {
      return {
        GOOGLE_CLIENT_IDS: clientIds,
        GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
        GOOGLE_USERINFO_URL: `${base}/v1/userinfo`,
        GOOGLE_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      };
    },
    /** An access token for the account, as Google's consent screen would hand the browser. */
    issueToken(account: FakeGoogleAccount, options: IssueOptions = {}): string {
      const token = `ya29.${randomBytes(32).toString('base64url')}`;
      const aud = options.aud ?? FAKE_GOOGLE_CLIENT_ID;
      tokens.set(token, {
        account,
        aud,
        azp: options.azp ?? aud,
        scope: options.scope ?? DEFAULT_SCOPE,
        expiresAt: Date.now() + (options.expiresInSeconds ?? 3599) * 1000,
        tokeninfo: options.tokeninfo ?? {},
      });
      return token;
    },
    /** The user signed out of Google or removed our access: the token stops working. */
    revoke(token: string) {
      tokens.delete(token);
    },
    /** Every answer from now on: that status with an HTML body, no answer at all ('hang'), or normal (null). */
    setOutage(next: { status: number } | 'hang' | null) {
      outage = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startGoogleServer>>;
