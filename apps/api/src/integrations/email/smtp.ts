import { createTransport } from 'nodemailer';
import type { EmailSender } from './sender';

/**
 * The real sender: SMTP through nodemailer, configured by one URL (`smtp://user:pass@host:587`, or
 * `smtps://` for implicit TLS on 465). The timeouts are short because a request waits for the send:
 * a slow relay must cost a sign-up seconds, not minutes (the message stays in the outbox as failed).
 */
export function createSmtpSender(options: { url: string; from: string }): EmailSender {
  const transport = createTransport(
    { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: options.from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
      });
      return 'sent';
    },
    close() {
      transport.close();
    },
  };
}
