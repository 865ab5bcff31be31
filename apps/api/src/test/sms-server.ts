import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SMS_TOKEN = 'test-isms-token-0123456789';
export const FAKE_SMS_SID = 'DOKKHOTEST';

export interface CapturedSms {
  msisdn: string;
  sms: string;
  csmsId: string;
  referenceId: string;
}

/** What the fake answers next: the real thing, a refusal, a server error, or no answer at all. */
export type SmsServerMode = 'ok' | 'failed' | 'http-500' | 'hang';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const failed = (statusCode: number, message: string) => ({
  status: 'FAILED',
  status_code: statusCode,
  error_message: message,
  smsinfo: [],
});

/**
 * SSL Wireless ISMS Plus on 127.0.0.1 for tests (ARCHITECTURE.md "Outside providers": the real sender is
 * what the tests exercise). `POST /api/v3/send-sms` with JSON `{api_token, sid, msisdn, sms, csms_id}`:
 * checks the token and sender id, the 8801XXXXXXXXX number and a non-empty text, keeps every accepted
 * message and answers like the gateway. `mode` makes it refuse (`FAILED`), fail (HTTP 500) or hang.
 */
export async function startSmsServer(options: { apiToken?: string; sid?: string } = {}) {
  const apiToken = options.apiToken ?? FAKE_SMS_TOKEN;
  const sid = options.sid ?? FAKE_SMS_SID;
  const messages: CapturedSms[] = [];
  const state = { mode: 'ok' as SmsServerMode, requests: 0 };
  const hanging = new Set<ServerResponse>();
  let nextReference = 1;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method !== 'POST' || url.pathname !== '/api/v3/send-sms') {
        return answer(response, 404, { message: 'Not found' });
      }
      state.requests += 1;
      const raw = await readBody(request);
      if (state.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (state.mode === 'http-500') return answer(response, 500, { message: 'Server Error' });
      if (state.mode === 'failed') return answer(response, 200, failed(4025, 'Insufficient balance'));

      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return answer(response, 400, failed(4000, 'Invalid JSON'));
      }
      if (body.api_token !== apiToken) return answer(response, 200, failed(4001, 'Invalid api token'));
      if (body.sid !== sid) return answer(response, 200, failed(4003, 'Invalid sid'));
      if (typeof body.msisdn !== 'string' || !/^8801[3-9]\d{8}$/.test(body.msisdn)) {
        return answer(response, 200, failed(4012, 'Invalid msisdn'));
      }
      if (typeof body.sms !== 'string' || !body.sms.trim()) {
        return answer(response, 200, failed(4013, 'Empty sms body'));
      }
      if (typeof body.csms_id !== 'string' || !body.csms_id || body.csms_id.length > 20) {
        return answer(response, 200, failed(4014, 'Invalid csms_id'));
      }
      if (messages.some((message) => message.csmsId === body.csms_id)) {
        return answer(response, 200, failed(4015, 'Duplicate csms_id'));
      }
      const referenceId = `ref${String(nextReference++).padStart(8, '0')}`;
      messages.push({ msisdn: body.msisdn, sms: body.sms, csmsId: body.csms_id, referenceId });
      return answer(response, 200, {
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
            reference_id: referenceId,
          },
        ],
      });
    })().catch(() => answer(response, 500, { message: 'Server Error' }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3/send-sms`,
    apiToken,
    sid,
    messages,
    state,
    setMode(mode: SmsServerMode) {
      state.mode = mode;
    },
    /** The newest message to a +8801XXXXXXXXX number. */
    lastTo(phone: string): CapturedSms | undefined {
      return messages.filter((message) => `+${message.msisdn}` === phone).at(-1);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
