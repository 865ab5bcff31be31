import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  AvailedDiscount,
  BundleDetail,
  BundleListResponse,
  EidCourseResponse,
  PromoImage,
  WheelSession,
  WheelSpin,
} from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as offers from './service';
import * as wheel from './wheel';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** One spin counts per campaign; more tries than this a minute from one address are a script. */
const SPINS_PER_MINUTE = 10;

/** SPEC.md §7: bundles, the Eid offer, the promo banner and the wheel campaign (issue 5 item 5). */
async function registerOffersRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['offers'] });

  defineRoute(offersRoutes.bundles, {
    summary: 'The bundles on sale now, in display order, with what they save against their courses',
    schemas: { response: BundleListResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return offers.listBundles({ db, now: new Date(), locale: contentLanguage(request, reply) });
    },
  });

  defineRoute(offersRoutes.bundle, {
    summary: 'A bundle with its description and member courses',
    description: '404 when the bundle is inactive or outside its sale window.',
    schemas: { params: IdParam, response: BundleDetail },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return offers.getBundle({
        db,
        id: request.params.id,
        now: new Date(),
        locale: contentLanguage(request, reply),
      });
    },
  });

  defineRoute(offersRoutes.eidOffer, {
    summary: 'The running Eid offer and its courses with their offer prices',
    description: '`{offer: null, courses: []}` when no Eid offer runs.',
    schemas: { response: EidCourseResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return offers.getEidOffer({ db, now: new Date() });
    },
  });

  defineRoute(offersRoutes.promoImage, {
    summary: 'The banner of the current offer (Eid first, then the one ending soonest)',
    description: 'Every field is null when no offer with an image runs.',
    schemas: { response: PromoImage },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return offers.getPromoImage({ db, now: new Date() });
    },
  });

  // The wheel's answers are personal (the caller's spin and prize): never kept by a cache.
  await app.register(async (personal) => {
    personal.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });
    const definePersonal = routeDefiner(personal, { guards: context.guards, tags: ['offers'] });

    definePersonal(offersRoutes.wheelSession, {
      summary: "The running wheel campaign and, when signed in, the caller's spin in it",
      description:
        'Segments carry their label and position only; the odds stay on the server. `campaign` is null when none runs. The bearer token is optional.',
      schemas: { response: WheelSession },
      handler: async (request) =>
        wheel.getWheelSession({ db, userId: request.user?.id ?? null, now: new Date() }),
    });

    definePersonal(offersRoutes.spinWheel, {
      summary: 'Spin the wheel: the server draws the prize with the configured odds',
      description:
        'One spin per user per campaign (409 for a second one). A won discount applies at checkout until `expires_at`; a `none` prize is final too.',
      schemas: { response: WheelSpin },
      status: 201,
      errors: [404, 409],
      config: context.rateLimit(SPINS_PER_MINUTE),
      handler: async (request, reply) => {
        const spin = await wheel.spinWheel({ db, userId: signedInUser(request).id, now: new Date() });
        return reply.status(201).send(spin);
      },
    });

    definePersonal(offersRoutes.availedDiscount, {
      summary: 'The won wheel discount the next checkout applies, if any',
      description:
        'The newest unused, unexpired prize that is not "better luck next time"; else `discount: null`.',
      schemas: { response: AvailedDiscount },
      handler: async (request) =>
        wheel.getAvailedDiscount({ db, userId: signedInUser(request).id, now: new Date() }),
    });
  });
}

export const offersModule: ApiModule = { name: 'offers', routes: registerOffersRoutes };
