import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { LazyErrorPage } from '../src/app/error/lazy-error-page';
import { loadLaterRoutes } from '../src/app/page-routes';
import { loadSnackbarBar } from '../src/ui/snackbar/SnackbarView';

// The snackbar's bar, the later pages' routes and the error page are chunks of their own in the app (fetched with the
// first snackbar, or when the browser is idle after the first page: src/app/preload-home.ts); tests have them from the
// start (src/app/page-routes.test.tsx tests the wait for the routes).
beforeAll(() => Promise.all([loadSnackbarBar(), loadLaterRoutes(), LazyErrorPage.preload()]));
afterEach(() => cleanup());

// Lazy widgets and pages are compiled on demand, and test files run in parallel: on a loaded 2-core machine the
// first `findBy` of a file can take over testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
