import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  CONTENT_TYPES,
  InvalidObjectKeyError,
  isPrivateKey,
  OBJECT_KEY,
  OBJECT_PREFIX,
  type ObjectStore,
} from './store';

/** Where the local store's objects are served (plugins/media.ts). */
export const MEDIA_PREFIX = '/media/';

/**
 * The embedded default: objects are files under `root` (DATA_DIR/uploads), served by this process at
 * /media/<key>. Writes go to a temporary name first and are renamed into place, so a reader never sees
 * half a file and a crash leaves no truncated object behind.
 */
export function createLocalObjectStore(options: { root: string }): ObjectStore {
  const root = path.resolve(options.root);
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async putStream(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        const { size } = await stat(temporary);
        await rename(temporary, file);
        return size;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      if (!OBJECT_PREFIX.test(prefix))
        throw new InvalidObjectKeyError(`not a key prefix: ${JSON.stringify(prefix)}`);
      await rm(path.join(root, ...prefix.split('/')), { recursive: true, force: true });
    },

    async open(key, range) {
      if (!OBJECT_KEY.test(key)) return null;
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      if (!contentType) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}),
          size: info.size,
          contentType,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    publicUrl(key) {
      assertObjectKey(key);
      // A private object has no public address; asking for one is a bug, not something to hand out.
      if (isPrivateKey(key)) throw new Error(`private object has no public URL: ${key}`);
      return `${MEDIA_PREFIX}${key}`;
    },

    keyOf(url) {
      if (!url.startsWith(MEDIA_PREFIX)) return null;
      const key = url.slice(MEDIA_PREFIX.length);
      return OBJECT_KEY.test(key) && !isPrivateKey(key) ? key : null;
    },
  };
}
