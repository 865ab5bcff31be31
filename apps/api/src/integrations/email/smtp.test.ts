import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpServer } from '../../test/smtp-server';
import { createSmtpSender } from './smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
});

describe('createSmtpSender', () => {
  it('sends attachments (an event invitation) as their own MIME parts', async () => {
    const sender = createSmtpSender({ url: smtp.url, from: 'Dokkho <no-reply@dokkho.test>' });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await sender.send({
      to: 'sadia@example.com',
      subject: 'You are registered',
      text: 'See you there.',
      attachments: [
        { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
      ],
    });
    sender.close();
    const mail = smtp.messages.find((message) => message.raw.includes('You are registered'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(mail!.raw).toMatch(/filename=("?)event\.ics\1/);
    // The file as sent, whichever transfer encoding nodemailer chose for it.
    const decoded = decodeQuotedPrintable(mail!.raw);
    const base64 = Buffer.from(ics).toString('base64');
    expect(decoded.includes('BEGIN:VCALENDAR') || mail!.raw.replace(/\r\n/g, '').includes(base64)).toBe(true);
  });
});
