/**
 * The one application error (CONVENTIONS.md §4). Services throw it with a status and a human message,
 * or with messages per field; the error handler turns it into the body of ARCHITECTURE.md.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;
  readonly fields: Record<string, string[]> | undefined;
  /** Sent as the Retry-After header of a 429 (seconds). */
  retryAfterSeconds: number | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
  }

  static badRequest(message: string, fields?: Record<string, string[]>) {
    return new AppError(400, message, fields);
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
  static tooManyRequests(message: string, retryAfterSeconds?: number) {
    const error = new AppError(429, message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
  static conflict(message: string, fields?: Record<string, string[]>) {
    return new AppError(409, message, fields);
  }
}
