/** Unit-test support: renders the whole route table in a memory router inside the app's providers. */
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BrandManifest } from '../../manifest/manifest-types';
import { SnackbarProvider } from '../../ui/snackbar/SnackbarProvider';
import { testManifest } from '../../ui/test-fixtures';
import { TestProviders } from '../../ui/test-utils';
import { GlobalErrorProvider } from '../error/global-error';
import { appRoutes } from '../routes';

// Route pages are lazy chunks: the first import in a test file is compiled on demand, which can take over the
// default 1 s when test files run in parallel.
configure({ asyncUtilTimeout: 5000 });

/** Renders the whole route table at `path` inside the app's providers. */
export function renderApp(path: string, manifest: BrandManifest = testManifest) {
  const router = createMemoryRouter(appRoutes(manifest), { initialEntries: [path] });
  const view = render(
    <TestProviders manifest={manifest}>
      <SnackbarProvider>
        <GlobalErrorProvider>
          <RouterProvider router={router} />
        </GlobalErrorProvider>
      </SnackbarProvider>
    </TestProviders>,
  );
  return { router, ...view };
}
