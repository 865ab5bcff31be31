import { describe, expect, it } from 'vitest';
import { ApiError, formatErrorBody, NO_RESPONSE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './errors';

describe('formatErrorBody (SPEC.md §8)', () => {
  it('capitalises a string body', () => {
    expect(formatErrorBody('invalid credentials')).toBe('Invalid credentials');
  });

  it('joins a list with ". "', () => {
    expect(formatErrorBody(['first problem', 'Second problem'])).toBe('first problem. Second problem');
  });

  it('joins an object: list items with "; ", groups with ". "', () => {
    const body = { email: ['Enter a valid e-mail', 'E-mail is taken'], password: ['Too short'] };
    expect(formatErrorBody(body)).toBe('Enter a valid e-mail; E-mail is taken. Too short');
  });

  it('reads the detail of a general error', () => {
    expect(formatErrorBody({ detail: 'Course not found' })).toBe('Course not found');
  });

  it('falls back to "Unknown error occurred" for anything else', () => {
    for (const body of [null, undefined, 42, true, {}, [], '   ']) {
      expect(formatErrorBody(body)).toBe(UNKNOWN_ERROR_MESSAGE);
    }
  });
});

describe('ApiError', () => {
  it('keeps the HTTP status', () => {
    const error = ApiError.fromResponse(404, { detail: 'Course not found' });
    expect(error.status).toBe(404);
    expect(error.message).toBe('Course not found');
  });

  it('defaults the status to 500', () => {
    expect(ApiError.fromResponse(undefined, 'boom').status).toBe(500);
    expect(ApiError.fromResponse(0, 'boom').status).toBe(500);
  });

  it('says "Unhandled error happened..." when there was no response', () => {
    const error = ApiError.noResponse(new TypeError('Failed to fetch'));
    expect(error.message).toBe(NO_RESPONSE_MESSAGE);
    expect(error.status).toBe(500);
  });
});
