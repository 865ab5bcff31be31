import multipart from '@fastify/multipart';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthUser } from '@dokkho/contract/auth';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
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
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import * as admin from './admin';
import * as profile from './profile';
import type { ProfileRole } from './repo';
import * as roles from './roles';

export interface UsersRoutesOptions {
  db: Database;
  guards: AuthGuards;
  store: ObjectStore;
  /** PUBLIC_URL, for the absolute next/previous links of the staff list. */
  publicUrl: string;
  /** Whether per-route limits apply (AUTH_RATE_LIMIT; off in tests). */
  rateLimits: boolean;
}

/** Picture uploads decode images: a few a minute per address is plenty for a person. */
const PICTURE_UPLOADS_PER_MINUTE = 10;

/** The seed's existence paths (SPEC.md §7): the affiliate one lives under affiliate/. */
const EXISTS_PATHS: [path: string, role: ProfileRole][] = [
  ['/user/jobseeker-exists/:id/', 'job_seeker'],
  ['/user/instructor-exists/:id/', 'instructor'],
  ['/user/recruiter-exists/:id/', 'recruiter'],
  ['/affiliate/affiliate-exists/:id/', 'affiliate'],
];

/**
 * Every 400 may be field messages (validation) or one message (a body that is not JSON, a rule of the
 * service): a narrower schema would turn the handler's own 400 into a serialisation 500.
 */
const BadRequest = FieldErrors.or(ErrorDetail);

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
export async function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions) {
  const { db, guards, store } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Encapsulated in this plugin: only these routes accept multipart bodies.
  await app.register(multipart);
  // Personal data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};

  routes.patch(
    '/user/auth/profile/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Change your first or last name',
        description:
          'The e-mail cannot change; the mobile number changes only through phone verification (user/auth/phone-verify/).',
        security: BEARER_SECURITY,
        body: ProfileUpdateRequest,
        response: { 200: AuthUser, 400: BadRequest, 401: ErrorDetail },
      },
    },
    async (request) => profile.updateProfile({ db, userId: signedInUser(request).id, input: request.body }),
  );

  routes.post(
    '/user/auth/profile/picture/',
    {
      onRequest: guards.requireUser,
      config: rateLimit(PICTURE_UPLOADS_PER_MINUTE),
      schema: {
        tags: ['profile'],
        summary: 'Upload a new profile picture (multipart/form-data, field "file")',
        description: `JPEG, PNG or WebP (decided from the content), at most ${PROFILE_PICTURE_MAX_MB} MB. Stored as a ${PROFILE_PICTURE_SIZE}x${PROFILE_PICTURE_SIZE} WebP with all metadata removed, at an immutable /media/ URL; the previous picture is deleted.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: AuthUser, 400: BadRequest, 401: ErrorDetail, 413: ErrorDetail, 415: ErrorDetail },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const upload = await readUpload(request);
      return profile.replaceProfilePicture({ db, store, log: request.log, userId, upload });
    },
  );

  routes.delete(
    '/user/auth/profile/picture/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Remove your profile picture (back to the default one)',
        security: BEARER_SECURITY,
        response: { 200: AuthUser, 401: ErrorDetail },
      },
    },
    async (request) =>
      profile.removeProfilePicture({ db, store, log: request.log, userId: signedInUser(request).id }),
  );

  routes.get(
    '/log_reg/users/:id/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'One account: your own, or anyone as staff',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: AuthUser, 400: BadRequest, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
      },
    },
    async (request) => profile.getUser({ db, viewerId: signedInUser(request).id, userId: request.params.id }),
  );

  for (const [path, role] of EXISTS_PATHS) {
    routes.get(
      path,
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['roles'],
          summary: `Whether a user holds the ${role} role (yourself, or anyone as staff)`,
          security: BEARER_SECURITY,
          params: IdParam,
          response: {
            200: RoleExistsResponse,
            400: BadRequest,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        roles.roleExists({ db, viewerId: signedInUser(request).id, userId: request.params.id, role }),
    );
  }

  const roleErrors = { 400: BadRequest, 401: ErrorDetail, 403: ErrorDetail } as const;

  routes.post(
    '/user/api/v2/instructor/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['roles'],
        summary: 'Become an instructor',
        description: 'Needs a confirmed e-mail (403 otherwise). 400 if you already are one.',
        security: BEARER_SECURITY,
        body: InstructorApplication,
        response: { 201: InstructorCreated, ...roleErrors },
      },
    },
    async (request, reply) => {
      const created = await roles.becomeInstructor({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/user/api/v2/recruiter/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['roles'],
        summary: 'Become a recruiter',
        description: 'Needs a confirmed e-mail (403 otherwise). 400 if you already are one.',
        security: BEARER_SECURITY,
        body: RecruiterApplication,
        response: { 201: RecruiterCreated, ...roleErrors },
      },
    },
    async (request, reply) => {
      const created = await roles.becomeRecruiter({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/user/api/v2/job_seeker/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['roles'],
        summary: 'Become a job seeker (no body)',
        description: '400 if you already are one.',
        security: BEARER_SECURITY,
        response: { 201: JobSeekerCreated, 400: BadRequest, 401: ErrorDetail },
      },
    },
    async (request, reply) => {
      const created = await roles.becomeJobSeeker({ db, userId: signedInUser(request).id });
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/affiliate/api/v2/affiliate/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['roles'],
        summary: 'Become an affiliate',
        description:
          'Needs a confirmed e-mail (403 otherwise). A wallet account (bKash, Nagad, Rocket) is a Bangladeshi mobile number. The referral code is generated by the server.',
        security: BEARER_SECURITY,
        body: AffiliateApplication,
        response: { 201: AffiliateCreated, ...roleErrors },
      },
    },
    async (request, reply) => {
      const created = await roles.becomeAffiliate({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  const staffOnly = guards.requireRole('staff');

  routes.get(
    '/admin/users/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Staff: list and search accounts (DRF-style pagination)',
        security: BEARER_SECURITY,
        querystring: AdminUserListQuery,
        response: {
          200: AdminUserListResponse,
          400: BadRequest,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request) =>
      admin.listUsers({
        db,
        query: request.query,
        requestUrl: new URL(request.url, options.publicUrl),
      }),
  );

  routes.put(
    '/admin/users/:id/roles/:role/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Staff: give a user a role (idempotent)',
        description: 'A profile role gets a minimal profile the user completes later; staff is a flag.',
        security: BEARER_SECURITY,
        params: AdminRoleParams,
        response: { 200: AuthUser, 400: BadRequest, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail },
      },
    },
    async (request) => {
      const actorId = signedInUser(request).id;
      const user = await admin.grantRole({ db, userId: request.params.id, role: request.params.role });
      request.log.info({ actorId, userId: user.id, role: request.params.role }, 'staff granted a role');
      return user;
    },
  );

  routes.delete(
    '/admin/users/:id/roles/:role/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Staff: take a role away (idempotent; the role profile is deleted)',
        description:
          'You cannot remove your own staff role (403). An instructor who still owns courses keeps the role (409).',
        security: BEARER_SECURITY,
        params: AdminRoleParams,
        response: {
          200: AuthUser,
          400: BadRequest,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
          409: ErrorDetail,
        },
      },
    },
    async (request) => {
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
  );
}
