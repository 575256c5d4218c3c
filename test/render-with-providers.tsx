import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../src/api/query-client';
import { ClockProvider } from '../src/engine/clock';
import { createI18n } from '../src/engine/i18n/create-i18n';
import { I18nProvider } from '../src/engine/i18n/I18nProvider';
import { BrandProvider } from '../src/manifest/brand-context';
import type { BrandManifest } from '../src/manifest/manifest-types';
import { ThemeProvider } from '../src/engine/theme/ThemeProvider';
import { SnackbarProvider } from '../src/ui/snackbar/SnackbarProvider';
import { brandCopy, brandManifest } from './brand-fixtures';

/* Component tests render inside the same providers the app uses, with a real brand manifest and copy. */

export interface RenderOptions {
  brand?: string;
  route?: string;
  routeState?: unknown;
  now?: Date;
  manifest?: BrandManifest;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const brand = options.brand ?? 'main';
  const manifest = options.manifest ?? brandManifest(brand);
  const i18n = createI18n(brandCopy(brand));
  const queryClient = createQueryClient(() => undefined);
  const now = options.now ?? new Date('2026-11-21T12:00:00');
  return render(
    <ClockProvider clock={() => now}>
      <BrandProvider manifest={manifest}>
        <ThemeProvider tokens={manifest.theme}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <SnackbarProvider>
                <MemoryRouter initialEntries={[{ pathname: options.route ?? '/', state: options.routeState }]}>
                  {ui}
                </MemoryRouter>
              </SnackbarProvider>
            </QueryClientProvider>
          </I18nProvider>
        </ThemeProvider>
      </BrandProvider>
    </ClockProvider>,
  );
}
