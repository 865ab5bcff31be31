import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthUser } from '@dokkho/contract/auth';
import { IdParam } from '@dokkho/contract/common';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_MB,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_SIZE,
  ProfileUpdateRequest,
} from '@dokkho/contract/profile';
import {
  AdminRoleParams,
  AdminUserListQuery,
  AdminUserListResponse,
  AffiliateApplication,
  AffiliateCreated,
  InstructorApplication,
  InstructorCreated,
  JobSeekerCreated,
  RecruiterApplication,
  RecruiterCreated,
  RoleExistsResponse,
} from '@dokkho/contract/roles';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { AppError } from '../../lib/app-error';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as admin from './admin';
import * as profile from './profile';
import type { ProfileRole } from './repo';
import * as roles from './roles';

/** Picture uploads decode images: a few a minute per address is plenty for a person. */
const PICTURE_UPLOADS_PER_MINUTE = 10;

/** The seed's existence paths (SPEC.md §7): the affiliate one lives under affiliate/. */
const EXISTS_ROUTES = [
  [usersRoutes.jobSeekerExists, 'job_seeker'],
  [usersRoutes.instructorExists, 'instructor'],
  [usersRoutes.recruiterExists, 'recruiter'],
  [usersRoutes.affiliateExists, 'affiliate'],
] as const satisfies readonly (readonly [unknown, ProfileRole])[];

const MULTIPART_ERRORS = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
]);

/** Reads the one file of a multipart upload into memory, with our limits said in our words. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the picture as multipart/form-data, in a field named "file".');
  }
  try {
    const part = await request.file({
      limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    if (!part) throw AppError.badRequest(PROFILE_PICTURE_MESSAGES.missing);
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw AppError.badRequest(PROFILE_PICTURE_MESSAGES.missing);
    return buffer;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, PROFILE_PICTURE_MESSAGES.tooLarge);
    if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) {
      throw AppError.badRequest('Send one picture, in a field named "file".');
    }
    throw error;
  }
}

/**
 * Issue 3 items 9, 10 and the staff role: the signed-in user's profile and picture, role profiles
 * (SPEC.md §6, §7 "User and roles", "Affiliate"), and staff's user administration under /api/admin/.
 */
async function registerUsersRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, store } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['profile'] });
  const defineRoleRoute = routeDefiner(app, { guards: context.guards, tags: ['roles'] });
  const defineAdminRoute = routeDefiner(app, { guards: context.guards, tags: ['admin'] });

  // Encapsulated in this plugin: only these routes accept multipart bodies.
  await app.register(multipart);
  // Personal data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  defineRoute(usersRoutes.updateProfile, {
    summary: 'Change your first or last name, or your interface language',
    description:
      'The e-mail cannot change; the mobile number changes only through phone verification (user/auth/phone-verify/).',
    schemas: { body: ProfileUpdateRequest, response: AuthUser },
    handler: async (request) =>
      profile.updateProfile({ db, userId: signedInUser(request).id, input: request.body }),
  });

  defineRoute(usersRoutes.uploadPicture, {
    summary: 'Upload a new profile picture (multipart/form-data, field "file")',
    description: `JPEG, PNG or WebP (decided from the content), at most ${PROFILE_PICTURE_MAX_MB} MB. Stored as a ${PROFILE_PICTURE_SIZE}x${PROFILE_PICTURE_SIZE} WebP with all metadata removed, at an immutable /media/ URL; the previous picture is deleted.`,
    schemas: { response: AuthUser },
    consumes: ['multipart/form-data'],
    // Not JPEG, PNG or WebP; too large; not multipart.
    errors: [400, 413, 415],
    config: context.rateLimit(PICTURE_UPLOADS_PER_MINUTE),
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const upload = await readUpload(request);
      return profile.replaceProfilePicture({ db, store, log: request.log, userId, upload });
    },
  });

  defineRoute(usersRoutes.removePicture, {
    summary: 'Remove your profile picture (back to the default one)',
    schemas: { response: AuthUser },
    handler: async (request) =>
      profile.removeProfilePicture({ db, store, log: request.log, userId: signedInUser(request).id }),
  });

  defineRoute(usersRoutes.user, {
    summary: 'One account: your own, or anyone as staff',
    schemas: { params: IdParam, response: AuthUser },
    handler: async (request) =>
      profile.getUser({ db, viewerId: signedInUser(request).id, userId: request.params.id }),
  });

  for (const [endpoint, role] of EXISTS_ROUTES) {
    defineRoleRoute(endpoint, {
      summary: `Whether a user holds the ${role} role (yourself, or anyone as staff)`,
      schemas: { params: IdParam, response: RoleExistsResponse },
      handler: async (request) =>
        roles.roleExists({ db, viewerId: signedInUser(request).id, userId: request.params.id, role }),
    });
  }

  defineRoleRoute(usersRoutes.becomeInstructor, {
    summary: 'Become an instructor',
    description: 'Needs a confirmed e-mail (403 otherwise). 400 if you already are one.',
    schemas: { body: InstructorApplication, response: InstructorCreated },
    status: 201,
    handler: async (request, reply) => {
      const created = await roles.becomeInstructor({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  });

  defineRoleRoute(usersRoutes.becomeRecruiter, {
    summary: 'Become a recruiter',
    description: 'Needs a confirmed e-mail (403 otherwise). 400 if you already are one.',
    schemas: { body: RecruiterApplication, response: RecruiterCreated },
    status: 201,
    handler: async (request, reply) => {
      const created = await roles.becomeRecruiter({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  });

  defineRoleRoute(usersRoutes.becomeJobSeeker, {
    summary: 'Become a job seeker (no body)',
    description: '400 if you already are one.',
    schemas: { response: JobSeekerCreated },
    status: 201,
    errors: [400],
    handler: async (request, reply) => {
      const created = await roles.becomeJobSeeker({ db, userId: signedInUser(request).id });
      return reply.status(201).send(created);
    },
  });

  defineRoleRoute(usersRoutes.becomeAffiliate, {
    summary: 'Become an affiliate',
    description:
      'Needs a confirmed e-mail (403 otherwise). A wallet account (bKash, Nagad, Rocket) is a Bangladeshi mobile number. The referral code is generated by the server.',
    schemas: { body: AffiliateApplication, response: AffiliateCreated },
    status: 201,
    handler: async (request, reply) => {
      const created = await roles.becomeAffiliate({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  });

  defineAdminRoute(usersRoutes.adminUsers, {
    summary: 'Staff: list and search accounts (DRF-style pagination)',
    schemas: { query: AdminUserListQuery, response: AdminUserListResponse },
    // A page past the end.
    errors: [404],
    handler: async (request) =>
      admin.listUsers({ db, query: request.query, requestUrl: new URL(request.url, context.publicUrl) }),
  });

  defineAdminRoute(usersRoutes.grantRole, {
    summary: 'Staff: give a user a role (idempotent)',
    description: 'A profile role gets a minimal profile the user completes later; staff is a flag.',
    schemas: { params: AdminRoleParams, response: AuthUser },
    handler: async (request) => {
      const actorId = signedInUser(request).id;
      const user = await admin.grantRole({ db, userId: request.params.id, role: request.params.role });
      request.log.info({ actorId, userId: user.id, role: request.params.role }, 'staff granted a role');
      return user;
    },
  });

  defineAdminRoute(usersRoutes.revokeRole, {
    summary: 'Staff: take a role away (idempotent; the role profile is deleted)',
    description:
      'You cannot remove your own staff role (403). An instructor who still owns courses keeps the role (409).',
    schemas: { params: AdminRoleParams, response: AuthUser },
    errors: [409],
    handler: async (request) => {
      const actorId = signedInUser(request).id;
      const user = await admin.revokeRole({
        db,
        actorId,
        userId: request.params.id,
        role: request.params.role,
      });
      request.log.info({ actorId, userId: user.id, role: request.params.role }, 'staff revoked a role');
      return user;
    },
  });
}

export const usersModule: ApiModule = { name: 'users', routes: registerUsersRoutes };
