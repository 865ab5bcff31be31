import type { MessageValues } from '@dokkho/contract/i18n';

/**
 * The one application error (CONVENTIONS.md §4). Services throw it with a status and a human message,
 * or with messages per field; the error handler turns it into the body of ARCHITECTURE.md, in the
 * request's language (ADR 025). Messages are English sentences with Bangla in @dokkho/contract/i18n; a
 * sentence with a value is either written filled in (the dictionary reads the value back out) or as a
 * template with `values`: `AppError.badRequest('Use at most {max} characters.', undefined, { max })`.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;
  readonly fields: Record<string, string[]> | undefined;
  /** Sent as the Retry-After header of a 429 (seconds). */
  retryAfterSeconds: number | undefined;
  /** The values of a template message (`{max}` in the message is `values.max`). */
  readonly values: MessageValues | undefined;

  constructor(
    statusCode: number,
    message: string,
    fields?: Record<string, string[]>,
    values?: MessageValues,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
    this.values = values;
  }

  static badRequest(message: string, fields?: Record<string, string[]>, values?: MessageValues) {
    return new AppError(400, message, fields, values);
  }
  static unauthorized(message = 'Please sign in to continue.') {
    return new AppError(401, message);
  }
  static forbidden(message = 'You do not have permission to do this.') {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, message);
  }
  /**
   * 429. The wait goes in the Retry-After header and in the sentence, not in the body as a number: every
   * value of an error body is shown to people by the one formatter (SPEC.md §8).
   */
  static tooManyRequests(message: string, retryAfterSeconds?: number, values?: MessageValues) {
    const error = new AppError(429, message, undefined, values);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
  static conflict(message: string, fields?: Record<string, string[]>, values?: MessageValues) {
    return new AppError(409, message, fields, values);
  }
}
