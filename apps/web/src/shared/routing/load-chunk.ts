import { catalogsReady } from '../i18n/catalogs';

/**
 * SPEC.md §9: a page chunk that has not arrived after 120 s counts as failed. On a slow mobile connection
 * a dynamic import can hang for minutes with no feedback; after this long we stop waiting and show the
 * designed "did not load" state (SPEC.md §8: a lazy page load failure raises a chunk load error).
 */
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

/** Raised when a lazily loaded page module fails to load or takes longer than the timeout. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

/**
 * Checks by name as well as by class: a second copy of this module (a stale tab after a deploy, or HMR in
 * development) would make `instanceof` fail for an error that is still a chunk load error.
 */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/**
 * Runs a dynamic `import()`, waits for the strings it brought (shared/i18n/catalogs.ts), and turns both a
 * failure and a hang longer than `timeoutMs` into a ChunkLoadError. The timer is always cleared so a loaded page never leaves a pending timeout behind.
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = PAGE_CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChunkLoadError(`The page did not load within ${Math.round(timeoutMs / 1000)} s.`, {
          timedOut: true,
        }),
      );
    }, timeoutMs);

    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      clearTimeout(timer);
      reject(new ChunkLoadError('The page could not be loaded.', { cause: error }));
      return;
    }

    // The module's evaluation registered the catalogs of the parts it uses; the page shows with its
    // strings in place, never as message ids.
    started
      .then(async (module) => {
        await catalogsReady();
        return module;
      })
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('The page could not be loaded.', { cause: error }));
        },
      );
  });
}
