import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setGlobalErrorHandler } from '../api/error-channel';
import { createQueryClient } from '../api/query-client';
import { ClockProvider } from '../engine/clock';
import { createI18n } from '../engine/i18n/create-i18n';
import { I18nProvider } from '../engine/i18n/I18nProvider';
import { BrandProvider } from '../manifest/brand-context';
import type { BrandManifest } from '../manifest/manifest-types';
import { WidgetRegistryProvider } from '../engine/slots/registry-context';
import { ThemeProvider } from '../engine/theme/ThemeProvider';
import { SnackbarProvider } from '../ui/snackbar/SnackbarProvider';
import { GlobalErrorProvider, reportUnhandledApiError } from './error/global-error';
import { createAppRouter } from './routes';
import { widgetRegistry } from './widget-registry';

const realClock = () => new Date();

setGlobalErrorHandler(reportUnhandledApiError);

/** The composition root: one provider per concern, then the route table. */
export function App({ manifest, copy }: { manifest: BrandManifest; copy: Record<string, unknown> }) {
  const [i18n] = useState(() => createI18n(copy));
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter(manifest));

  return (
    <ClockProvider clock={realClock}>
      <BrandProvider manifest={manifest}>
        <ThemeProvider tokens={manifest.theme}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <WidgetRegistryProvider registry={widgetRegistry}>
                <SnackbarProvider>
                  <GlobalErrorProvider>
                    <RouterProvider router={router} />
                  </GlobalErrorProvider>
                </SnackbarProvider>
              </WidgetRegistryProvider>
            </QueryClientProvider>
          </I18nProvider>
        </ThemeProvider>
      </BrandProvider>
    </ClockProvider>
  );
}
