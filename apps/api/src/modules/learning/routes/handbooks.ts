import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParam } from '@dokkho/contract/common';
import {
  HandbookDetails,
  HandbookDownloadRequest,
  HandbookDownloadResponse,
  HandbookFileParams,
  HandbookListResponse,
} from '@dokkho/contract/learning';
import { DocumentLanguageQuery } from '@dokkho/contract/locale';
import { learningRoutes as routes } from '@dokkho/contract/routes/learning';
import { contentLanguage } from '../../../lib/content-language';
import { documentLocale } from '../../../lib/pdf/document-locale';
import type { ModuleContext } from '../../context';
import * as handbooks from '../handbooks';
import { learningRoutes, PUBLIC_CACHE } from './scope';

/** The free handbooks: the list, one handbook, the lead form and the PDF it unlocks (`../handbooks.ts`). */
export async function handbookRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.handbooks, {
    summary: 'The published free handbooks (the learning center lists them)',
    schemas: { response: HandbookListResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return handbooks.listHandbooks({ db, locale: contentLanguage(request, reply) });
    },
  });

  defineRoute(routes.handbook, {
    summary: 'A free handbook: what it offers (the file comes after the lead form)',
    schemas: { params: IdParam, response: HandbookDetails },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return handbooks.getHandbook({ db, id: request.params.id, locale: contentLanguage(request, reply) });
    },
  });

  defineRoute(routes.handbookDownload, {
    summary: 'Leave a name and a phone number or e-mail, get the download link',
    schemas: { params: IdParam, body: HandbookDownloadRequest, response: HandbookDownloadResponse },
    status: 201,
    // A lead form: a handful a minute per address is plenty for people and useless for spam.
    config: context.rateLimit(10),
    handler: async (request, reply) => {
      const answer = await handbooks.requestHandbookDownload({
        db,
        id: request.params.id,
        input: request.body,
        origin: context.publicUrl,
        secret: context.authSecret,
      });
      return reply.status(201).header('Cache-Control', 'no-store').send(answer);
    },
  });

  // A PDF, not JSON: the path and access come from the contract, the answer is the file (docs/decisions/023).
  app.withTypeProvider<ZodTypeProvider>().get(
    routes.handbookFile.path,
    {
      schema: {
        tags: ['learning'],
        summary: "A handbook's PDF, through the link the download form answered",
        description:
          "application/pdf; 404 for a link that was not issued by the form. The words around the content in `?lang=en|bn`, else the visitor's language.",
        params: HandbookFileParams,
        querystring: DocumentLanguageQuery,
      },
    },
    async (request, reply) => {
      const locale = documentLocale(request, request.query.lang);
      const file = await handbooks.renderHandbookFile({
        db,
        id: request.params.id,
        token: request.params.token,
        origin: context.publicUrl,
        secret: context.authSecret,
        locale,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Content-Language', locale)
        .header('Vary', 'Cookie, Accept-Language')
        .header('Cache-Control', 'private, max-age=3600')
        .send(file.pdf);
    },
  );
}
