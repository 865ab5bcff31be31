import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';

/** How a catalog of one part of the app (a feature, or `core` for app/ and shared/) loads in a language. */
export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;

const registered = new Map<string, CatalogLoaders>();
/** `${name}:${locale}` of every catalog already merged into the i18n instance. */
const loaded = new Set<string>();
const inFlight = new Map<string, Promise<void>>();
let wantedLocale: Locale = DEFAULT_LOCALE;

function load(name: string, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  if (loaded.has(key)) return Promise.resolve();
  const running = inFlight.get(key);
  if (running) return running;
  const loaders = registered.get(name);
  if (!loaders) return Promise.resolve();
  const loading = loaders[locale]()
    .then(({ messages }) => {
      // Merges into what is there: every part's catalog lives side by side in one i18n instance.
      i18n.load(locale, messages);
      loaded.add(key);
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, loading);
  return loading;
}

/**
 * Called (by the build's catalog plugin, see vite.config.ts) when the first module of a part of the app
 * that has strings is evaluated: its catalog starts loading in the current language at once. A page is
 * shown only after `catalogsReady()` (loadChunk waits for it), so a page loads only its own strings.
 */
export function registerCatalog(name: string, loaders: CatalogLoaders): void {
  if (registered.has(name)) return;
  registered.set(name, loaders);
  void load(name, wantedLocale).catch(() => {
    // Left to catalogsReady(): the caller that waits for the page reports the failure.
  });
}

/** Resolves when every registered catalog of the current language has loaded; rejects if one failed. */
export async function catalogsReady(): Promise<void> {
  await Promise.all([...registered.keys()].map((name) => load(name, wantedLocale)));
}

/**
 * Loads every registered part's catalog in `locale`, then switches the interface to it in one render (the
 * old language stays on screen until the new one is complete).
 */
export async function activateCatalogs(locale: Locale): Promise<void> {
  const before = wantedLocale;
  wantedLocale = locale;
  try {
    await catalogsReady();
  } catch (error) {
    // The interface stays in its language, and parts loaded from now on load in it too.
    if (wantedLocale === locale) wantedLocale = before;
    throw error;
  }
  if (wantedLocale === locale) i18n.activate(locale);
}

/** Tests only: forget what is registered and loaded. */
export function resetCatalogsForTests(): void {
  registered.clear();
  loaded.clear();
  inFlight.clear();
  wantedLocale = DEFAULT_LOCALE;
}
