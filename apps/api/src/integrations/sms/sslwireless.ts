import type { FastifyBaseLogger } from 'fastify';
import { SmsSendError, type SmsSender } from './sender';

/** A request waits for the send: a slow gateway must cost the user seconds, not minutes. */
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_DETAIL_LENGTH = 300;

/** The answer of ISMS Plus `send-sms` (PROVIDERS.md "SMS in Bangladesh"), as far as we read it. */
interface IsmsAnswer {
  status?: unknown;
  status_code?: unknown;
  error_message?: unknown;
  smsinfo?: unknown;
}

/** ISMS Plus wants the number without the plus: 8801XXXXXXXXX. */
export function toMsisdn(phone: string): string {
  return phone.replace(/^\+/, '');
}

/** The provider's own id of the accepted message, for the log (support asks for it). */
function referenceIdOf(answer: IsmsAnswer): string | undefined {
  if (!Array.isArray(answer.smsinfo)) return undefined;
  const first: unknown = answer.smsinfo[0];
  if (first === null || typeof first !== 'object') return undefined;
  const id = (first as { reference_id?: unknown }).reference_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * The real sender: SSL Wireless ISMS Plus (`POST {apiUrl}` with JSON `{api_token, sid, msisdn, sms,
 * csms_id}`). Only `status: "SUCCESS"` on a 2xx answer counts as sent; `FAILED`, any other status, a
 * non-2xx answer, a body that is not JSON and a timeout all throw, so the caller can tell the user the
 * SMS did not go.
 */
export function createSslWirelessSender(options: {
  apiUrl: string;
  apiToken: string;
  senderId: string;
  timeoutMs?: number;
  /** Where the gateway's own message id goes (support asks for it). */
  log?: FastifyBaseLogger;
}): SmsSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    kind: 'sslwireless',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_token: options.apiToken,
            sid: options.senderId,
            msisdn: toMsisdn(message.to),
            sms: message.text,
            csms_id: message.reference,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : error instanceof Error
              ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
              : String(error);
        throw new SmsSendError(`SMS gateway unreachable: ${reason}`, { cause: error });
      }

      const text = await response.text().catch(() => '');
      let answer: IsmsAnswer | undefined;
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed !== null && typeof parsed === 'object') answer = parsed as IsmsAnswer;
      } catch {
        answer = undefined;
      }
      if (!response.ok) {
        const detail = answer?.error_message ?? text.slice(0, MAX_DETAIL_LENGTH);
        throw new SmsSendError(`SMS gateway answered HTTP ${response.status}: ${String(detail)}`);
      }
      if (!answer) throw new SmsSendError('SMS gateway answered with something other than JSON');
      if (answer.status !== 'SUCCESS') {
        throw new SmsSendError(
          `SMS gateway refused the message: ${String(answer.status ?? 'no status')} ${String(answer.status_code ?? '')} ${String(answer.error_message ?? '')}`.trim(),
        );
      }
      options.log?.info(
        { reference: message.reference, providerReference: referenceIdOf(answer) },
        'SMS accepted by the gateway',
      );
      return 'sent';
    },
  };
}
