import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadSnackbarBar } from '../src/ui/snackbar/SnackbarView';

// The snackbar's bar is its own chunk in the app (fetched with the first snackbar); tests have it from the start.
beforeAll(() => loadSnackbarBar());
afterEach(() => cleanup());
