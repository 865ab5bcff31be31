import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { seedLesson, seedPaidCourse } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { deleteUnusedVideoFiles } from './video-files';
import { mergedModuleOrder } from './versions';

/** docs/decisions/038: where live modules go in a merge, and shared video files outliving a version. */

describe('mergedModuleOrder', () => {
  const published = [
    { id: 1, kind: 'live' as const },
    { id: 2, kind: 'recorded' as const },
    { id: 3, kind: 'live' as const },
    { id: 4, kind: 'recorded' as const },
    { id: 5, kind: 'live' as const },
  ];

  it('keeps each live module right after the recorded module it followed, in the version’s order', () => {
    const order = mergedModuleOrder(published, [
      { key: 'new', sourceId: null },
      { key: 'v4', sourceId: 4 },
      { key: 'v2', sourceId: 2 },
    ]);
    expect(order).toEqual([
      { live: 1 },
      { version: 'new' },
      { version: 'v4' },
      { live: 5 },
      { version: 'v2' },
      { live: 3 },
    ]);
  });

  it('moves a live module whose recorded module was removed after the nearest kept one before it', () => {
    const order = mergedModuleOrder(published, [{ key: 'v2', sourceId: 2 }]);
    expect(order).toEqual([{ live: 1 }, { version: 'v2' }, { live: 3 }, { live: 5 }]);
    // Nothing kept: every live module stays, first, in its order.
    expect(mergedModuleOrder(published, [])).toEqual([{ live: 1 }, { live: 3 }, { live: 5 }]);
  });
});

describe('deleteUnusedVideoFiles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('never deletes a file another lesson (the published course of a version) still uses', async () => {
    const course = await seedPaidCourse(ctx.db);
    const lesson = await seedLesson(ctx.db, course.id);
    await ctx.db.insert(schema.lessonVideos).values({
      lessonId: lesson.id,
      originalKey: 'lessons/7-shared.mp4',
      status: 'ready',
      hlsPrefix: 'private/hls/7-shared',
    });
    await ctx.db
      .insert(schema.lessonCaptions)
      .values({ lessonId: lesson.id, language: 'en', key: 'private/captions/7-en-shared.vtt' });
    const deleted: string[] = [];
    const store = {
      publicUrl: (key: string) => `/media/${key}`,
      delete: async (key: string) => void deleted.push(key),
      deletePrefix: async (prefix: string) => void deleted.push(`${prefix}/`),
    } as unknown as ObjectStore;
    await deleteUnusedVideoFiles({
      db: ctx.db,
      store,
      keys: ['lessons/7-shared.mp4', 'private/captions/7-en-shared.vtt', 'lessons/7-only-the-version.mp4'],
      hlsPrefixes: ['private/hls/7-shared', 'private/hls/7-only-the-version'],
    });
    expect(deleted.sort()).toEqual(['lessons/7-only-the-version.mp4', 'private/hls/7-only-the-version/']);
  });
});
