import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateCatalogs, catalogsReady, registerCatalog, resetCatalogsForTests } from './catalogs';

const loaded: string[] = [];
const part = (name: string, text: Record<'en' | 'bn', string>) => ({
  en: async () => {
    loaded.push(`${name}:en`);
    return { messages: { [`${name}.hello`]: text.en } };
  },
  bn: async () => {
    loaded.push(`${name}:bn`);
    return { messages: { [`${name}.hello`]: text.bn } };
  },
});

afterEach(() => {
  resetCatalogsForTests();
  loaded.length = 0;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('catalogs per part of the app', () => {
  it('loads a part’s catalog in the current language as soon as the part registers, once', async () => {
    registerCatalog('jobs', part('jobs', { en: 'Jobs', bn: 'জব' }));
    registerCatalog('jobs', part('jobs', { en: 'Jobs', bn: 'জব' }));
    await catalogsReady();
    expect(loaded).toEqual(['jobs:en']);
  });

  it('switches language only when every registered part has its catalog in it', async () => {
    registerCatalog('jobs', part('jobs', { en: 'Jobs', bn: 'জব' }));
    registerCatalog('catalog', part('catalog', { en: 'Courses', bn: 'কোর্স' }));
    await activateCatalogs('bn');
    expect(loaded.filter((key) => key.endsWith(':bn')).sort()).toEqual(['catalog:bn', 'jobs:bn']);
    expect(i18n.locale).toBe('bn');
    expect(i18n._('jobs.hello')).toBe('জব');
    expect(i18n._('catalog.hello')).toBe('কোর্স');
  });

  it('reports a catalog that cannot load, and keeps the language it had', async () => {
    registerCatalog('player', {
      en: async () => ({ messages: {} }),
      bn: () => Promise.reject(new Error('offline')),
    });
    await expect(activateCatalogs('bn')).rejects.toThrow('offline');
    expect(i18n.locale).toBe('en');
    // A part opened afterwards loads in the language still on screen.
    registerCatalog('jobs', part('jobs', { en: 'Jobs', bn: 'জব' }));
    await catalogsReady();
    expect(loaded).toEqual(['jobs:en']);
  });
});
