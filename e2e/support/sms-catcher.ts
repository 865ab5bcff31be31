import { createServer, type IncomingMessage, type Server } from 'node:http';

export const SMS_CATCHER_PORT = Number(process.env.E2E_SMS_PORT ?? 2528);
export const SMS_CATCHER_TOKEN = 'e2e-isms-token';
export const SMS_CATCHER_SENDER_ID = 'DOKKHO';

/** What the API server needs to send SMS to the catcher (the webServer env of playwright.config.ts). */
export const SMS_CATCHER_ENV = {
  SMS_API_URL: `http://127.0.0.1:${SMS_CATCHER_PORT}/api/v3/send-sms`,
  SMS_API_TOKEN: SMS_CATCHER_TOKEN,
  SMS_SENDER_ID: SMS_CATCHER_SENDER_ID,
};

export interface CaughtSms {
  /** 8801XXXXXXXXX, as ISMS Plus takes it. */
  msisdn: string;
  sms: string;
  csms_id: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const failed = (code: number, message: string) => ({
  status: 'FAILED',
  status_code: code,
  error_message: message,
  smsinfo: [],
});

/**
 * SSL Wireless ISMS Plus as the API's real SMS adapter speaks to it in production (PROVIDERS.md):
 * `POST /api/v3/send-sms` with JSON `{api_token, sid, msisdn, sms, csms_id}`, checked and kept; plus
 * `GET /messages?to=<+8801... or 8801...>` for the tests to read the texts.
 */
export async function startSmsCatcher(): Promise<() => Promise<void>> {
  const messages: CaughtSms[] = [];
  let reference = 1;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && url.pathname === '/messages') {
        const to = url.searchParams.get('to')?.replace(/^\+/, '');
        return reply(
          200,
          messages.filter((message) => !to || message.msisdn === to),
        );
      }
      if (request.method !== 'POST' || url.pathname !== '/api/v3/send-sms') {
        return reply(404, { message: 'Not found' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        return reply(400, failed(4000, 'Invalid JSON'));
      }
      if (body.api_token !== SMS_CATCHER_TOKEN) return reply(200, failed(4001, 'Invalid api token'));
      if (body.sid !== SMS_CATCHER_SENDER_ID) return reply(200, failed(4003, 'Invalid sid'));
      if (typeof body.msisdn !== 'string' || !/^8801[3-9]\d{8}$/.test(body.msisdn)) {
        return reply(200, failed(4012, 'Invalid msisdn'));
      }
      if (typeof body.sms !== 'string' || typeof body.csms_id !== 'string') {
        return reply(200, failed(4013, 'Missing sms or csms_id'));
      }
      messages.push({ msisdn: body.msisdn, sms: body.sms, csms_id: body.csms_id });
      return reply(200, {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: body.msisdn,
            sms_type: 'EN',
            sms_body: body.sms,
            csms_id: body.csms_id,
            reference_id: `e2e${reference++}`,
          },
        ],
      });
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(SMS_CATCHER_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The texts sent to a number so far (+8801... or 8801...), newest last. */
export async function smsTo(phone: string): Promise<CaughtSms[]> {
  const response = await fetch(
    `http://127.0.0.1:${SMS_CATCHER_PORT}/messages?to=${encodeURIComponent(phone)}`,
  );
  return (await response.json()) as CaughtSms[];
}
