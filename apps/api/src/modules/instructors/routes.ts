import type { FastifyInstance } from 'fastify';
import { IdParam, NoContent } from '@dokkho/contract/common';
import {
  Achievement,
  AchievementInput,
  AchievementList,
  Education,
  EducationInput,
  EducationList,
  InstructorAccount,
  InstructorOwnProfile,
  InstructorPayoutDetails,
  InstructorProfileUpdate,
  ListOrder,
  PublicInstructorProfile,
} from '@dokkho/contract/instructors';
import { instructorsRoutes } from '@dokkho/contract/routes/instructors';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as instructors from './service';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Issue 17 item 1: the instructor's own profile, account, achievements and education, and the public profile. */
async function registerInstructorRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['instructors'] });

  defineRoute(instructorsRoutes.profile, {
    summary: "The instructor's own profile, both languages",
    schemas: { response: InstructorOwnProfile },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return instructors.getOwnProfile({ db, userId: signedInUser(request).id });
    },
  });

  defineRoute(instructorsRoutes.updateProfile, {
    summary: 'Change the headline, bio (English and Bangla), expertise, experience and links',
    schemas: { body: InstructorProfileUpdate, response: InstructorOwnProfile },
    handler: async (request) =>
      instructors.updateOwnProfile({ db, userId: signedInUser(request).id, input: request.body }),
  });

  defineRoute(instructorsRoutes.account, {
    summary: "The instructor's sign-in identity and payout details",
    schemas: { response: InstructorAccount },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return instructors.getAccount({ db, userId: signedInUser(request).id });
    },
  });

  defineRoute(instructorsRoutes.updateAccount, {
    summary: 'Set where earnings are paid (bKash, Nagad or a bank account; the affiliate rules)',
    schemas: { body: InstructorPayoutDetails, response: InstructorAccount },
    handler: async (request) =>
      instructors.updatePayoutDetails({ db, userId: signedInUser(request).id, input: request.body }),
  });

  defineRoute(instructorsRoutes.achievements, {
    summary: "The instructor's achievements, in their order",
    schemas: { response: AchievementList },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return instructors.listAchievements({ db, userId: signedInUser(request).id });
    },
  });

  defineRoute(instructorsRoutes.addAchievement, {
    summary: 'Add an achievement at the end of the list (at most 20)',
    schemas: { body: AchievementInput, response: Achievement },
    status: 201,
    handler: async (request, reply) => {
      const entry = await instructors.addAchievement({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(entry);
    },
  });

  defineRoute(instructorsRoutes.orderAchievements, {
    summary: 'Reorder the achievements: every id once, first to last',
    schemas: { body: ListOrder, response: AchievementList },
    handler: async (request) => {
      const userId = signedInUser(request).id;
      await instructors.reorder({ db, userId, kind: 'achievements', ids: request.body.ids });
      return instructors.listAchievements({ db, userId });
    },
  });

  defineRoute(instructorsRoutes.updateAchievement, {
    summary: 'Change one of the instructor’s achievements',
    schemas: { params: IdParam, body: AchievementInput, response: Achievement },
    handler: async (request) =>
      instructors.updateAchievement({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        input: request.body,
      }),
  });

  defineRoute(instructorsRoutes.removeAchievement, {
    summary: 'Remove one of the instructor’s achievements',
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await instructors.removeEntry({
        db,
        userId: signedInUser(request).id,
        kind: 'achievements',
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(instructorsRoutes.education, {
    summary: "The instructor's degrees and certifications, in their order",
    schemas: { response: EducationList },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return instructors.listEducation({ db, userId: signedInUser(request).id });
    },
  });

  defineRoute(instructorsRoutes.addEducation, {
    summary: 'Add a degree or certification at the end of the list (at most 20)',
    schemas: { body: EducationInput, response: Education },
    status: 201,
    handler: async (request, reply) => {
      const entry = await instructors.addEducation({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(entry);
    },
  });

  defineRoute(instructorsRoutes.orderEducation, {
    summary: 'Reorder the education list: every id once, first to last',
    schemas: { body: ListOrder, response: EducationList },
    handler: async (request) => {
      const userId = signedInUser(request).id;
      await instructors.reorder({ db, userId, kind: 'education', ids: request.body.ids });
      return instructors.listEducation({ db, userId });
    },
  });

  defineRoute(instructorsRoutes.updateEducation, {
    summary: 'Change one of the instructor’s education entries',
    schemas: { params: IdParam, body: EducationInput, response: Education },
    handler: async (request) =>
      instructors.updateEducation({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        input: request.body,
      }),
  });

  defineRoute(instructorsRoutes.removeEducation, {
    summary: 'Remove one of the instructor’s education entries',
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await instructors.removeEntry({
        db,
        userId: signedInUser(request).id,
        kind: 'education',
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(instructorsRoutes.publicProfile, {
    summary: "An instructor's public profile: headline, bio, achievements, education and published courses",
    schemas: { params: IdParam, response: PublicInstructorProfile },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return instructors.getPublicProfile({
        db,
        id: request.params.id,
        locale: contentLanguage(request, reply),
      });
    },
  });
}

export const instructorsModule: ApiModule = { name: 'instructors', routes: registerInstructorRoutes };
