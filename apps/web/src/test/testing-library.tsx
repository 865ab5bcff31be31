import type { ComponentType, ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  render as renderWithoutI18n,
  renderHook as renderHookWithoutI18n,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react/pure';

export * from '@testing-library/react/pure';

/**
 * `@testing-library/react` for the web's unit tests (vitest.config.ts aliases it here): every render sits
 * inside Lingui's provider, as the app does (app/providers.tsx), so a component using `<Trans>` or
 * `useLingui` renders in a test without each test wrapping it. Cleanup after each test is in setup.ts.
 */
function withI18n(Inner: ComponentType<{ children: ReactNode }> | undefined) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithoutI18n(ui, { ...options, wrapper: withI18n(options.wrapper) });
}

export function renderHook<Result, Props>(
  callback: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookWithoutI18n(callback, { ...options, wrapper: withI18n(options.wrapper) });
}
