/** One text message as every sender takes it; the sender id (masking) belongs to the sender. */
export interface SmsMessage {
  /** A Bangladeshi mobile number, normalised: +8801XXXXXXXXX. */
  to: string;
  text: string;
  /** Our unique id of this message (the outbox row), sent to the provider as its client message id. */
  reference: string;
}

/**
 * What became of a message: `sent` when the provider accepted it, `logged` when no provider is
 * configured and the outbox row (and the log) is all there is. A sender throws when the provider refuses
 * or cannot be reached.
 */
export type SmsDelivery = 'sent' | 'logged';

/** The SMS provider adapter (ARCHITECTURE.md "Outside providers"). */
export interface SmsSender {
  readonly kind: 'sslwireless' | 'log';
  send(message: SmsMessage): Promise<SmsDelivery>;
}

/** A provider's refusal or an unreachable provider, with the gist of why (kept in the outbox row). */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}
