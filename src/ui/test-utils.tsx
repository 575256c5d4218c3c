/**
 * Compatibility only: the component tests' one harness is test/render-with-providers.tsx. Kept while
 * src/app/error/ErrorPage.test.tsx imports it from here; delete once that import points at the harness.
 */
export { renderWithProviders } from '../../test/render-with-providers';
