/**
 * The one error formatter of SPEC.md §8, shared by the web client and any other client.
 * The API promises (ARCHITECTURE.md "The API contract") that every value in an error body is a
 * human-readable message, so turning a body into one sentence never shows internals.
 */

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';
export const NO_RESPONSE_MESSAGE = 'Unhandled error happened...';
const DEFAULT_ERROR_STATUS = 500;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list item or a group's value as text: lists become "a; b", nested objects flatten. */
function flattenGroup(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(flattenGroup).filter(Boolean).join('; ');
  if (value !== null && typeof value === 'object') {
    return Object.values(value).map(flattenGroup).filter(Boolean).join('. ');
  }
  return '';
}

/**
 * SPEC.md §8: a string is capitalised; a list is joined with ". "; an object's values are joined,
 * list items with "; " and groups with ". "; anything else is "Unknown error occurred".
 */
export function formatErrorBody(body: unknown): string {
  if (typeof body === 'string') {
    return body.trim() ? capitalise(body.trim()) : UNKNOWN_ERROR_MESSAGE;
  }
  if (Array.isArray(body)) {
    const message = body.map(flattenGroup).filter(Boolean).join('. ');
    return message || UNKNOWN_ERROR_MESSAGE;
  }
  if (body !== null && typeof body === 'object') {
    const message = Object.values(body).map(flattenGroup).filter(Boolean).join('. ');
    return message || UNKNOWN_ERROR_MESSAGE;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** An error reply from the API as the client sees it: one message, and the HTTP status (default 500). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** A 429's Retry-After header in seconds, when the reply had one (the wait is not in the body). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    status: number = DEFAULT_ERROR_STATUS,
    body?: unknown,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Builds the error from a reply's status, parsed body and (optional) Retry-After seconds. */
  static fromResponse(status: number | undefined, body: unknown, retryAfterSeconds?: number): ApiError {
    return new ApiError(formatErrorBody(body), status || DEFAULT_ERROR_STATUS, body, retryAfterSeconds);
  }

  /** The call never got a reply (offline, DNS, CORS, aborted). */
  static noResponse(cause?: unknown): ApiError {
    const error = new ApiError(NO_RESPONSE_MESSAGE, DEFAULT_ERROR_STATUS);
    if (cause !== undefined) (error as { cause?: unknown }).cause = cause;
    return error;
  }
}

/** The error body of ARCHITECTURE.md: a general message, or messages per field. */
export type ErrorBody = { detail: string } | Record<string, string[]>;
