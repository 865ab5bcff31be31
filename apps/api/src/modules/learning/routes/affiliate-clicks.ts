import type { FastifyInstance } from 'fastify';
import { AffiliateClickRequest, AffiliateClickResponse } from '@dokkho/contract/learning';
import { learningRoutes as routes } from '@dokkho/contract/routes/learning';
import type { ModuleContext } from '../../context';
import * as affiliateClicks from '../affiliate-clicks';
import { learningRoutes } from './scope';

/** A visit through an affiliate's course link (`../affiliate-clicks.ts`). */
export async function affiliateClickRoutes(app: FastifyInstance, context: ModuleContext) {
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.affiliateClick, {
    summary: "Count a visit through an affiliate's course link; answers how long the attribution lasts",
    description: `The visitor is known only by a keyed hash of the address and user agent. The same visitor, affiliate and course within ${affiliateClicks.CLICK_DEDUP_MINUTES} minutes is one click (200, the first click's answer); a new click is 201. An affiliate's own visit (signed in) and a bot's (crawler, link preview or script user agent) are not counted and give no attribution (200). The bearer token is optional.`,
    schemas: { body: AffiliateClickRequest, response: AffiliateClickResponse },
    status: [201, 200],
    // The browser sends one per visit; more than this from one address is a script inflating counts.
    config: context.rateLimit(30),
    errors: [404],
    handler: async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      const result = await affiliateClicks.recordAffiliateClick({
        db: context.db,
        code: request.body.affiliate,
        courseId: request.body.course_id,
        userId: request.user?.id ?? null,
        visitorHash: affiliateClicks.visitorHash(context.authSecret, request.ip, userAgent),
        userAgent,
      });
      return reply
        .status(result.recorded ? 201 : 200)
        .header('Cache-Control', 'no-store')
        .send(result.body);
    },
  });
}
