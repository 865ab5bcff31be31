/** One e-mail as every sender takes it; the From address belongs to the sender (MAIL_FROM). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers (List-Unsubscribe on announcements, RFC 8058); the sender may ignore them. */
  headers?: Record<string, string> | undefined;
  /** Files sent along (an event's .ics invitation): small text files. */
  attachments?: readonly EmailAttachment[] | undefined;
}

/** A file attached to an e-mail: `contentType` may carry parameters (`text/calendar; method=PUBLISH`). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * What became of a message: `sent` when a provider accepted it, `logged` when no provider is configured
 * and the outbox row (and the log) is all there is. A sender throws when the provider refuses.
 */
export type EmailDelivery = 'sent' | 'logged';

/** The e-mail provider adapter (ARCHITECTURE.md "Outside providers"). */
export interface EmailSender {
  readonly kind: 'smtp' | 'log';
  send(message: EmailMessage): Promise<EmailDelivery>;
  close(): void;
}
