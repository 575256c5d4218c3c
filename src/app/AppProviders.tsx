import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { QueryClientRoot } from '../api/QueryClientRoot';
import { QueryLayerContext, type QueryLayer } from '../api/query-layer';
import { ClockProvider, type Clock } from '../engine/clock';
import { I18nProvider } from '../engine/i18n/I18nProvider';
import { BrandProvider } from '../manifest/brand-context';
import type { BrandManifest } from '../manifest/manifest-types';
import { ThemeProvider } from '../engine/theme/ThemeProvider';
import { SnackbarProvider } from '../ui/snackbar/SnackbarProvider';
import { GlobalErrorProvider } from './error/global-error';

export interface AppProvidersProps {
  clock: Clock;
  manifest: BrandManifest;
  i18n: I18n;
  /** The query client, ready or loaded when a page first needs it (src/api/query-layer.ts). */
  queries: QueryLayer;
  /** The router (the app's, or a test's memory router). */
  children: ReactNode;
}

/** One provider per concern, in the order the app needs them; the app and the component tests' harness use it. */
export function AppProviders({ clock, manifest, i18n, queries, children }: AppProvidersProps) {
  return (
    <ClockProvider clock={clock}>
      <BrandProvider manifest={manifest}>
        <ThemeProvider tokens={manifest.theme}>
          <I18nProvider i18n={i18n}>
            <QueryLayerContext.Provider value={queries}>
              <QueryClientRoot queries={queries}>
                <SnackbarProvider>
                  <GlobalErrorProvider>{children}</GlobalErrorProvider>
                </SnackbarProvider>
              </QueryClientRoot>
            </QueryLayerContext.Provider>
          </I18nProvider>
        </ThemeProvider>
      </BrandProvider>
    </ClockProvider>
  );
}
