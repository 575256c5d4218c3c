/**
 * Compatibility only: the component tests' one harness is test/render-with-providers.tsx. Kept while
 * src/app/error/global-error.test.tsx imports it from here; delete once that import points at the harness.
 */
export { renderApp } from '../../../test/render-with-providers';
