import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadSnackbarBar } from '../src/ui/snackbar/SnackbarView';

// The snackbar's bar is its own chunk in the app (fetched with the first snackbar); tests have it from the start.
beforeAll(() => loadSnackbarBar());
afterEach(() => cleanup());

// Lazy widgets and pages are compiled on demand, and test files run in parallel: on a loaded 2-core machine the
// first `findBy` of a file can take over testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
