import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CertificateDetails,
  CertificateSerialParam,
  CertifyRequest,
  CertifyResponse,
  CompletedCoursesResponse,
} from '@dokkho/contract/learning';
import { DocumentLanguageQuery } from '@dokkho/contract/locale';
import { playerRoutes as routes } from '@dokkho/contract/routes/player';
import { contentLanguage } from '../../../lib/content-language';
import { documentLocale } from '../../../lib/pdf/document-locale';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import { renderCertificatePdf } from '../certificate-pdf';
import * as certificates from '../certificates';
import { learnerRoutes, learningRoutes, PUBLIC_CACHE } from './scope';

/** Certificates: the public verification page and PDF, issuing one, the learner's list (`../certificates.ts`). */
export async function certificateRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, publicUrl } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.certificate, {
    summary: 'Verify a certificate by its number (public)',
    description:
      'What the public verification page /certificate/{id} shows: anyone can confirm a certificate is genuine.',
    schemas: { params: CertificateSerialParam, response: CertificateDetails },
    handler: async (request, reply) => {
      const details = await certificates.getCertificateDetails({
        db,
        serial: request.params.id,
        origin: publicUrl,
        locale: contentLanguage(request, reply),
      });
      reply.header('Cache-Control', PUBLIC_CACHE);
      return details;
    },
  });

  // A PDF, not JSON: the path and access come from the contract, the answer is the file (docs/decisions/023).
  app.withTypeProvider<ZodTypeProvider>().get(
    routes.certificatePdf.path,
    {
      schema: {
        tags: ['learning'],
        summary: 'A certificate as a PDF (public, like the verification page)',
        description:
          "application/pdf; 400 for a malformed number or `lang`, 404 for an unknown one. In `?lang=en|bn`, else the visitor's language (the `dokkho_lang` cookie, then Accept-Language).",
        params: CertificateSerialParam,
        querystring: DocumentLanguageQuery,
      },
    },
    async (request, reply) => {
      const locale = documentLocale(request, request.query.lang);
      const details = await certificates.getCertificateDetails({
        db,
        serial: request.params.id,
        origin: publicUrl,
        locale,
      });
      const pdf = await renderCertificatePdf(details, locale);
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="dokkho-certificate-${details.serial}.pdf"`)
          .header('Content-Language', locale)
          // A certificate never changes once issued; its language follows the link or the visitor.
          .header('Cache-Control', 'public, max-age=86400')
          .header('Vary', 'Cookie, Accept-Language')
          .send(pdf)
      );
    },
  );

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.certify, {
      summary: 'Get the certificate of a completed course',
      description:
        'Issued once every lesson is complete and every quiz passed (201); asking again answers the same certificate (200).',
      schemas: { body: CertifyRequest, response: CertifyResponse },
      status: [201, 200],
      errors: [404],
      handler: async (request, reply) => {
        const result = await certificates.certifyUser({
          db,
          userId: signedInUser(request).id,
          courseId: request.body.course_id,
          origin: publicUrl,
          locale: contentLanguage(request, reply),
        });
        return reply.status(result.created ? 201 : 200).send(result.body);
      },
    });

    defineOwn(routes.completedCourses, {
      summary: "The learner's completed courses with their certificates, newest first",
      schemas: { response: CompletedCoursesResponse },
      handler: async (request, reply) =>
        certificates.listCompletedCourses({
          db,
          userId: signedInUser(request).id,
          origin: publicUrl,
          locale: contentLanguage(request, reply),
        }),
    });
  });
}
