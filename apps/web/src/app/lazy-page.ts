import type { ComponentType } from 'react';
import { loadChunk } from '../shared/routing/load-chunk';

/**
 * A route's `lazy` for a page module: `lazy: lazyPage(() => import('../features/x/pages/y-page'), 'YPage')`.
 * Every page is code-split (SPEC.md §2: "pages load lazily"); the import goes through `loadChunk`, so a
 * failed or 120 s-stalled chunk becomes a ChunkLoadError shown by the route error element (SPEC.md §8, §9).
 */
export function lazyPage<Name extends string>(
  importer: () => Promise<Record<Name, ComponentType>>,
  exportName: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadChunk(importer);
    return { Component: module[exportName] };
  };
}
