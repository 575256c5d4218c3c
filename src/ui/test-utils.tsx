/** Render helpers for unit tests only: the brand, theme and i18n providers around a component. */
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BrandProvider } from '../manifest/brand-context';
import type { BrandManifest } from '../manifest/manifest-types';
import { createI18n } from '../engine/i18n/create-i18n';
import { I18nProvider } from '../engine/i18n/I18nProvider';
import { ThemeProvider } from '../engine/theme/ThemeProvider';
import { testCopy, testManifest } from './test-fixtures';

export interface ProviderOptions {
  manifest?: BrandManifest;
  copy?: Record<string, unknown>;
}

export function TestProviders({ manifest = testManifest, copy = testCopy, children }: ProviderOptions & { children: ReactNode }) {
  const [i18n] = useState(() => createI18n(copy));
  return (
    <BrandProvider manifest={manifest}>
      <ThemeProvider tokens={manifest.theme}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </ThemeProvider>
    </BrandProvider>
  );
}

/** Renders inside the providers and a MemoryRouter at `route` (default '/'). */
export function renderWithProviders(
  ui: ReactElement,
  { manifest, copy, route = '/', ...options }: ProviderOptions & { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders manifest={manifest} copy={copy}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </TestProviders>
    ),
    ...options,
  });
}
