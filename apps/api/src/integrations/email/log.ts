import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from './sender';

/**
 * The offline default (embedded mode, no SMTP_URL): nothing leaves the machine; the outbox row is
 * marked `logged` and the message is written to the server log. The log line carries the body, and so
 * any activation or reset link in it, at info level: in the embedded demo the log and the outbox table
 * are the only places a person can read that link. A deployment that sends real e-mail sets SMTP_URL
 * and never reaches this sender, so tokens do not end up in production logs.
 */
export function createLogSender(log: FastifyBaseLogger): EmailSender {
  return {
    kind: 'log',
    send(message) {
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in the outbox (SMTP_URL is not set)',
      );
      return Promise.resolve('logged');
    },
    close() {},
  };
}
