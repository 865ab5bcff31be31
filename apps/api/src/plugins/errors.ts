import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translateMessage } from '@dokkho/contract/i18n';
import type { Locale } from '@dokkho/contract/locale';
import { installZodDefaultMessages } from '@dokkho/contract/zod-messages';
import { AppError } from '../lib/app-error';
import { messageLocale } from '../lib/request-locale';

/** Key for messages that belong to no single field (DRF's convention, which the seed's clients know). */
export const NON_FIELD_ERRORS = 'non_field_errors';

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const INVALID_VALUE_MESSAGE = 'This value is not valid.';

/** Fastify's own client errors, said in words a person understands. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Please sign in to continue.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This resource cannot be served in the requested format.',
  409: 'This conflicts with the current state. Refresh and try again.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
};

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  /** fastify-type-provider-zod: the zod issue's code, and the rest of the issue (minimum, expected...). */
  keyword?: string;
  params?: Record<string, unknown>;
};

/** Zod issues become `{field: [messages]}`; issues on the whole input go under non_field_errors. */
export function validationErrorsToFields(
  issues: readonly ValidationIssue[],
  say: (message: string, issue: ValidationIssue) => string = (message) => message,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || NON_FIELD_ERRORS;
    const message = issue.message?.trim() || INVALID_VALUE_MESSAGE;
    (fields[key] ??= []).push(say(message, issue));
  }
  return fields;
}

/**
 * A validation message in the request's language: the dictionary's Bangla for the contract's own
 * messages, zod's defaults included (a schema that gives no message says @dokkho/contract/zod-messages'
 * plain sentences, each with its Bangla: registerErrorHandler).
 */
function validationMessage(locale: Locale) {
  return (message: string): string => translateMessage(message, locale);
}

/** Every message of an error body in the request's language (ADR 025); English stays as written. */
function translatedFields(fields: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((m) => translateMessage(m, locale)),
    ]),
  );
}

/** The reply says which language its message is in, and that it depends on the request's. */
function speakLanguage(reply: FastifyReply, locale: Locale) {
  const vary = reply.getHeader('vary');
  const varies = vary
    ? String(vary)
        .split(',')
        .map((name) => name.trim().toLowerCase())
    : [];
  const missing = ['Accept-Language', 'Cookie'].filter((name) => !varies.includes(name.toLowerCase()));
  reply.header('Content-Language', locale);
  if (missing.length)
    reply.header('Vary', [vary ? String(vary) : undefined, ...missing].filter(Boolean).join(', '));
}

function isJsonObject(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' && payload !== null && !Array.isArray(payload) && !Buffer.isBuffer(payload)
  );
}

/**
 * The `detail` of a body the routes send themselves ("Password changed.", "You are enrolled.") in the
 * request's language, as the error handler does for errors (ADR 025): the services keep writing their
 * sentences once, in English. Only that key, only a string: every other field is data (a course title
 * is translated by its own Bangla column, never by the dictionary). A body the error handler already
 * answered (it set Content-Language) is left as it is.
 */
async function translateDetail(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!isJsonObject(payload) || typeof payload.detail !== 'string') return payload;
  if (reply.hasHeader('content-language')) return payload;
  const locale = messageLocale(request.headers);
  speakLanguage(reply, locale);
  // A copy: the payload may be a constant shared by every request.
  return { ...payload, detail: translateMessage(payload.detail, locale) };
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Error bodies have their own two shapes (ARCHITECTURE.md) and skip the route's response schemas: a
  // route that declares `400: FieldErrors` must still be able to say `{detail}` for a malformed body,
  // instead of failing its own serializer and turning a client error into a 500.
  // With a serializer of its own, Fastify no longer sets the JSON content type: say it.
  reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
  const locale = messageLocale(request.headers);
  speakLanguage(reply, locale);
  const detail = (message: string) => ({ detail: translateMessage(message, locale) });

  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply
      .status(error.statusCode)
      .send(
        error.fields
          ? translatedFields(error.fields, locale)
          : { detail: translateMessage(error.message, locale, error.values) },
      );
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(validationErrorsToFields(error.validation, validationMessage(locale)));
  }

  if (isResponseSerializationError(error)) {
    // Our reply broke our own contract: a bug, never the client's fault.
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.status(500).send(detail(SERVER_ERROR_MESSAGE));
  }

  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(detail(SERVER_ERROR_MESSAGE));
  }
  const message =
    (error.code && FRAMEWORK_MESSAGES[error.code]) || STATUS_MESSAGES[status] || STATUS_MESSAGES[400];
  return reply.status(status).send(detail(message!));
}

export function registerErrorHandler(app: FastifyInstance) {
  // A check whose schema gives no message says a plain sentence ("This field is required"), which the
  // dictionary has in Bangla, rather than zod's developer English ("Invalid input: expected string...").
  installZodDefaultMessages();
  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', translateDetail);
}
