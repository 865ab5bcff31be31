import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { refetchOnLanguageChange } from './refetch-on-language-change';

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('refetchOnLanguageChange', () => {
  it('marks the cached content stale when the language changes, not when a catalog loads', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const stop = refetchOnLanguageChange(client);

    i18n.load('en', { other: 'More strings, same language' });
    expect(invalidate).not.toHaveBeenCalled();

    i18n.loadAndActivate({ locale: 'bn', messages: {} });
    expect(invalidate).toHaveBeenCalledTimes(1);

    stop();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
