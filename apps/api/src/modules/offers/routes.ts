import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  AvailedDiscount,
  BundleDetail,
  BundleListResponse,
  EidCourseResponse,
  PromoImage,
  WheelSession,
  WheelSpin,
} from '@dokkho/contract/offers';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import * as offers from './service';
import * as wheel from './wheel';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** SPEC.md §7: bundles, the Eid offer, the promo banner and the wheel campaign (issue 5 item 5). */
export async function offersRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    guards: AuthGuards;
    /** Whether per-route limits apply (AUTH_RATE_LIMIT). */
    rateLimits: boolean;
  },
) {
  const { db, guards } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/course/bundles/',
    {
      schema: {
        tags: ['offers'],
        summary: 'The bundles on sale now, in display order, with what they save against their courses',
        response: { 200: BundleListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return offers.listBundles({ db, now: new Date() });
    },
  );

  routes.get(
    '/course/bundles/:id/',
    {
      schema: {
        tags: ['offers'],
        summary: 'A bundle with its description and member courses',
        description: '404 when the bundle is inactive or outside its sale window.',
        params: IdParam,
        response: { 200: BundleDetail, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return offers.getBundle({ db, id: request.params.id, now: new Date() });
    },
  );

  routes.get(
    '/course/eid-course/',
    {
      schema: {
        tags: ['offers'],
        summary: 'The running Eid offer and its courses with their offer prices',
        description: '`{offer: null, courses: []}` when no Eid offer runs.',
        response: { 200: EidCourseResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return offers.getEidOffer({ db, now: new Date() });
    },
  );

  routes.get(
    '/payment/promo-image/',
    {
      schema: {
        tags: ['offers'],
        summary: 'The banner of the current offer (Eid first, then the one ending soonest)',
        description: 'Every field is null when no offer with an image runs.',
        response: { 200: PromoImage },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return offers.getPromoImage({ db, now: new Date() });
    },
  );

  /**
   * The wheel page works signed out (it shows the campaign); a bearer token adds the caller's spin. A stale
   * or forged token is ignored rather than answered with a 401, as on learning's public routes.
   */
  const optionalUser: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
    if (!request.headers.authorization) return;
    try {
      await guards.requireUser.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
      request.user = null;
    }
  };

  app.register(async (personal) => {
    personal.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });
    const own = personal.withTypeProvider<ZodTypeProvider>();

    own.get(
      '/payment/wheeler-session/',
      {
        preHandler: optionalUser,
        schema: {
          tags: ['offers'],
          summary: "The running wheel campaign and, when signed in, the caller's spin in it",
          description:
            'Segments carry their label and position only; the odds stay on the server. `campaign` is null when none runs. The bearer token is optional.',
          security: [{}, ...BEARER_SECURITY],
          response: { 200: WheelSession },
        },
      },
      async (request) => wheel.getWheelSession({ db, userId: request.user?.id ?? null, now: new Date() }),
    );

    own.post(
      '/payment/wheeler-campaign/',
      {
        onRequest: guards.requireUser,
        // One spin counts per campaign; more tries than this from one address are a script.
        config: options.rateLimits ? { rateLimit: { max: 10, timeWindow: 60_000 } } : {},
        schema: {
          tags: ['offers'],
          summary: 'Spin the wheel: the server draws the prize with the configured odds',
          description:
            'One spin per user per campaign (409 for a second one). A won discount applies at checkout until `expires_at`; a `none` prize is final too.',
          security: BEARER_SECURITY,
          response: {
            201: WheelSpin,
            401: ErrorDetail,
            404: ErrorDetail,
            409: ErrorDetail,
            429: ErrorDetail,
          },
        },
      },
      async (request, reply) => {
        const spin = await wheel.spinWheel({ db, userId: signedInUser(request).id, now: new Date() });
        return reply.status(201).send(spin);
      },
    );

    own.get(
      '/payment/availed-discount/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['offers'],
          summary: 'The won wheel discount the next checkout applies, if any',
          description:
            'The newest unused, unexpired prize that is not "better luck next time"; else `discount: null`.',
          security: BEARER_SECURITY,
          response: { 200: AvailedDiscount, 401: ErrorDetail },
        },
      },
      async (request) => wheel.getAvailedDiscount({ db, userId: signedInUser(request).id, now: new Date() }),
    );
  });
}
