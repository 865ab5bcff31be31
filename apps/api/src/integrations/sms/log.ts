import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sender';

/**
 * The offline default (embedded mode, no SMS_API_TOKEN / SMS_SENDER_ID): nothing leaves the machine; the
 * outbox row is marked `logged` and the text, with its one-time code, is written to the server log. In the
 * embedded demo the log and the outbox table are the only places a person can read the code; a deployment
 * that sends real SMS configures the provider and never reaches this sender.
 */
export function createSmsLogSender(log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'log',
    send(message) {
      log.info(
        { to: message.to, reference: message.reference, text: message.text },
        'SMS kept in the outbox (SMS_API_TOKEN and SMS_SENDER_ID are not set)',
      );
      return Promise.resolve('logged');
    },
  };
}
