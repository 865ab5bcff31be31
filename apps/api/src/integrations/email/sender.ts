/** One e-mail as every sender takes it; the From address belongs to the sender (MAIL_FROM). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers (List-Unsubscribe on announcements, RFC 8058); the sender may ignore them. */
  headers?: Record<string, string> | undefined;
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
