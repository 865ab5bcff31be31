import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The standalone server's error handler: the body format of ARCHITECTURE.md, as the API's
 * plugins/errors.ts writes it (`{"detail": "..."}`, or `{"<field>": ["..."]}` for validation). In the API
 * the API's own handler is used; this one is for `npm start -w @dokkho/chat` only.
 */
export function registerChatErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (fields[key] ??= []).push(issue.message?.trim() || 'This value is not valid.');
      }
      return reply.status(400).send(fields);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(status)
        .send({ detail: 'Something went wrong on our side. Please try again in a moment.' });
    }
    if (status === 429) return reply.status(429).send({ detail: error.message });
    if (error.code?.startsWith('FST_ERR_CTP_')) {
      return reply
        .status(status)
        .send({ detail: 'Send the question as a JSON object (Content-Type: application/json).' });
    }
    return reply.status(status).send({ detail: 'The request could not be understood.' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found.' }));
}
