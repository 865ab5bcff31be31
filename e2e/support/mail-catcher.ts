import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export const MAIL_CATCHER_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_CATCHER_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2526);

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** Quoted-printable soft line breaks and escapes, so links in the text part read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server (the same protocol the API's nodemailer adapter speaks in production) that keeps
 * what it receives, plus a tiny HTTP endpoint the tests read it from: `GET /messages?to=<address>`.
 */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(MAIL_CATCHER_SMTP_PORT, '127.0.0.1', resolve));

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = messages.filter((message) => !to || message.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => http.listen(MAIL_CATCHER_HTTP_PORT, '127.0.0.1', resolve));

  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
}

/** The messages sent to `address` so far, newest last. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as CaughtMail[];
}
