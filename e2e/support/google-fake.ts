import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const GOOGLE_FAKE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 2527);
export const GOOGLE_FAKE_ORIGIN = `http://127.0.0.1:${GOOGLE_FAKE_PORT}`;
export const GOOGLE_FAKE_CLIENT_ID = '424242-dokkho-e2e.apps.googleusercontent.com';

/** The API's GOOGLE_* environment pointing at this fake (playwright.config.ts). */
export const GOOGLE_FAKE_ENV = {
  GOOGLE_CLIENT_IDS: GOOGLE_FAKE_CLIENT_ID,
  GOOGLE_AUTH_URL: `${GOOGLE_FAKE_ORIGIN}/o/oauth2/v2/auth`,
  GOOGLE_TOKENINFO_URL: `${GOOGLE_FAKE_ORIGIN}/tokeninfo`,
  GOOGLE_USERINFO_URL: `${GOOGLE_FAKE_ORIGIN}/v1/userinfo`,
};

interface Account {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

interface Issued {
  account: Account;
  scope: string;
  expiresAt: number;
}

const EXPIRES_IN = 3599;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Google's account id for an e-mail: stable, so the same person is the same Google account each time. */
function subFor(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`;
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=UTF-8' });
  response.end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in - Google Accounts (fake)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem}
label{display:block;margin-top:1rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.2rem;padding:.7rem 1.2rem;font-size:1rem}</style></head><body>${body}</body></html>`);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function bearer(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** The registered redirect URIs of the fake's OAuth client: the app's callback on this machine. */
function isRegisteredRedirect(redirect: string): boolean {
  try {
    const url = new URL(redirect);
    return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.pathname === '/auth/google/callback';
  } catch {
    return false;
  }
}

/** Google checks the request before showing anything; a bad one gets its "Error 400" page, no redirect. */
function authRequestProblem(params: URLSearchParams): string | null {
  if (params.get('client_id') !== GOOGLE_FAKE_CLIENT_ID)
    return 'invalid_client: The OAuth client was not found.';
  if (!isRegisteredRedirect(params.get('redirect_uri') ?? '')) return 'redirect_uri_mismatch';
  if (params.get('response_type') !== 'token') return 'unsupported_response_type';
  if (!(params.get('scope') ?? '').split(' ').includes('email')) return 'invalid_scope';
  return null;
}

/**
 * A stand-in for Google in the browser journeys, on 127.0.0.1:2527:
 * - `GET /o/oauth2/v2/auth`: the consent step of the OAuth 2.0 implicit flow. Checks the request as Google
 *   does, then shows a tiny account chooser: the test types the Google account's e-mail (and names) and
 *   presses Continue, or Cancel. Continue redirects to `redirect_uri#access_token=...&token_type=Bearer&
 *   expires_in=3599&scope=...&state=...`; Cancel to `redirect_uri#error=access_denied&state=...`, echoing
 *   the state either way. Each test picks its own identity on its own page, so parallel tests never mix.
 * - `GET|POST /tokeninfo` and `GET /v1/userinfo`: the answers of PROVIDERS.md (the API's adapter calls
 *   these; the same shapes as the API tests' fake in apps/api/src/test/google-server.ts).
 */
export async function startGoogleFake(): Promise<() => Promise<void>> {
  const tokens = new Map<string, Issued>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', GOOGLE_FAKE_ORIGIN);

      if (url.pathname === '/o/oauth2/v2/auth' && request.method === 'GET') {
        const problem = authRequestProblem(url.searchParams);
        if (problem) {
          html(
            response,
            400,
            `<h1>Access blocked: Authorisation error</h1><p>Error 400: ${escapeHtml(problem)}</p>`,
          );
          return;
        }
        const hidden = ['redirect_uri', 'state', 'scope']
          .map(
            (name) =>
              `<input type="hidden" name="${name}" value="${escapeHtml(url.searchParams.get(name) ?? '')}">`,
          )
          .join('');
        html(
          response,
          200,
          `<h1>Choose an account</h1><p>to continue to Dokkho</p>
<form method="post" action="/o/oauth2/v2/auth/decide">${hidden}
<label>Email<input name="email" type="email" required></label>
<label>First name<input name="given_name" value="Nadia"></label>
<label>Last name<input name="family_name" value="Rahman"></label>
<button name="decision" value="allow">Continue</button>
<button name="decision" value="deny" formnovalidate>Cancel</button></form>`,
        );
        return;
      }

      if (url.pathname === '/o/oauth2/v2/auth/decide' && request.method === 'POST') {
        const form = await readForm(request);
        const redirect = form.get('redirect_uri') ?? '';
        if (!isRegisteredRedirect(redirect)) {
          html(response, 400, '<h1>Error 400: invalid_request</h1>');
          return;
        }
        const fragment = new URLSearchParams();
        if (form.get('decision') !== 'allow') {
          fragment.set('error', 'access_denied');
        } else {
          const email = (form.get('email') ?? '').trim();
          const token = `ya29.${randomBytes(32).toString('base64url')}`;
          const scope =
            'email profile https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile openid';
          tokens.set(token, {
            account: {
              sub: subFor(email),
              email,
              givenName: form.get('given_name') ?? '',
              familyName: form.get('family_name') ?? '',
            },
            scope,
            expiresAt: Date.now() + EXPIRES_IN * 1000,
          });
          fragment.set('access_token', token);
          fragment.set('token_type', 'Bearer');
          fragment.set('expires_in', String(EXPIRES_IN));
          fragment.set('scope', scope);
        }
        fragment.set('state', form.get('state') ?? '');
        response.writeHead(302, { location: `${redirect}#${fragment.toString()}` });
        response.end();
        return;
      }

      const presented = url.searchParams.get('access_token') ?? bearer(request);
      const issued = presented ? tokens.get(presented) : undefined;
      const live = issued && issued.expiresAt > Date.now() ? issued : undefined;

      if (url.pathname === '/tokeninfo') {
        if (!live) {
          json(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
          return;
        }
        json(response, 200, {
          azp: GOOGLE_FAKE_CLIENT_ID,
          aud: GOOGLE_FAKE_CLIENT_ID,
          sub: live.account.sub,
          scope: live.scope,
          exp: String(Math.floor(live.expiresAt / 1000)),
          expires_in: String(Math.floor((live.expiresAt - Date.now()) / 1000)),
          email: live.account.email,
          email_verified: 'true',
          access_type: 'online',
        });
        return;
      }

      if (url.pathname === '/v1/userinfo') {
        if (!live || url.searchParams.has('access_token')) {
          json(
            response,
            401,
            { error: 'invalid_request', error_description: 'Invalid Credentials' },
            { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
          );
          return;
        }
        const { account } = live;
        json(response, 200, {
          sub: account.sub,
          name: [account.givenName, account.familyName].filter(Boolean).join(' '),
          given_name: account.givenName || undefined,
          family_name: account.familyName || undefined,
          picture: `https://lh3.googleusercontent.com/a/${account.sub}=s96-c`,
          email: account.email,
          email_verified: true,
        });
        return;
      }

      if (url.pathname === '/favicon.ico') {
        response.writeHead(204);
        response.end();
        return;
      }
      json(response, 404, { error: 'not_found' });
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(GOOGLE_FAKE_PORT, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
