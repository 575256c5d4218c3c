import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
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
  queryClient: QueryClient;
  /** The router (the app's, or a test's memory router). */
  children: ReactNode;
}

/** One provider per concern, in the order the app needs them; the app and the component tests' harness use it. */
export function AppProviders({ clock, manifest, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <ClockProvider clock={clock}>
      <BrandProvider manifest={manifest}>
        <ThemeProvider tokens={manifest.theme}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <SnackbarProvider>
                <GlobalErrorProvider>{children}</GlobalErrorProvider>
              </SnackbarProvider>
            </QueryClientProvider>
          </I18nProvider>
        </ThemeProvider>
      </BrandProvider>
    </ClockProvider>
  );
}
