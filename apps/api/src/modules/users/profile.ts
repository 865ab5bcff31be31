import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '@dokkho/contract/auth';
import type { ProfileUpdateRequest } from '@dokkho/contract/profile';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { getProfile, listUserRoles } from '../auth/service';
import { toProfilePicture } from './picture';
import * as repo from './repo';

/** Profile pictures live under this folder of the object store, one random name per upload. */
const PICTURE_FOLDER = 'avatars';

/** PATCH user/auth/profile/: the names or language given change; the answer is the whole signed-in user. */
export async function updateProfile(options: {
  db: Database;
  userId: number;
  input: z.output<typeof ProfileUpdateRequest>;
}): Promise<AuthUser> {
  const updated = await repo.updateProfileFields(options.db, {
    userId: options.userId,
    firstName: options.input.first_name,
    lastName: options.input.last_name,
    language: options.input.language,
    at: new Date(),
  });
  if (!updated) throw AppError.unauthorized();
  return getProfile(options);
}

/**
 * GET log_reg/users/{id}/: the user themself or staff see the account; anyone else is refused before
 * the id is looked up, so the answer never tells whether an account exists.
 */
export async function getUser(options: {
  db: Database;
  viewerId: number;
  userId: number;
}): Promise<AuthUser> {
  const { db, viewerId, userId } = options;
  if (viewerId !== userId) {
    const roles = await listUserRoles({ db, userId: viewerId });
    if (roles.length === 0) throw AppError.unauthorized();
    if (!roles.includes('staff')) throw AppError.forbidden('You can only see your own account.');
    if (!(await repo.userExists(db, userId))) throw AppError.notFound('User not found.');
  }
  return getProfile({ db, userId });
}

/** Deleting an object we no longer point at may fail (a disk hiccup): it only costs space, so log it. */
async function deleteReplaced(store: ObjectStore, log: FastifyBaseLogger, url: string | null | undefined) {
  const key = url ? store.keyOf(url) : null;
  if (!key) return; // none, or not ours (the seeded /images/... pictures stay)
  try {
    await store.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'old profile picture could not be deleted');
  }
}

/**
 * POST user/auth/profile/picture/: the upload becomes a 256 px WebP under a new random key (so its URL
 * is immutable), the user's row points at it, then the picture it replaced is deleted. If the row cannot
 * be updated, the new file is removed again: no orphan, and the old picture stays.
 */
export async function replaceProfilePicture(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  upload: Buffer;
}): Promise<AuthUser> {
  const { db, store, userId } = options;
  const picture = await toProfilePicture(options.upload);
  const key = `${PICTURE_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
  await store.put(key, picture, 'image/webp');

  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      const current = await repo.lockProfilePicture(tx as unknown as Database, userId);
      if (!current) throw AppError.unauthorized();
      await repo.setProfilePicture(tx as unknown as Database, {
        userId,
        url: store.publicUrl(key),
        at: new Date(),
      });
      return current.profilePicture;
    });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  await deleteReplaced(store, options.log, replaced);
  return getProfile({ db, userId });
}

/** DELETE user/auth/profile/picture/: back to the default picture; the file is deleted. */
export async function removeProfilePicture(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
}): Promise<AuthUser> {
  const { db, userId } = options;
  const removed = await db.transaction(async (tx) => {
    const current = await repo.lockProfilePicture(tx as unknown as Database, userId);
    if (!current) throw AppError.unauthorized();
    if (current.profilePicture !== null) {
      await repo.setProfilePicture(tx as unknown as Database, { userId, url: null, at: new Date() });
    }
    return current.profilePicture;
  });
  await deleteReplaced(options.store, options.log, removed);
  return getProfile({ db, userId });
}
