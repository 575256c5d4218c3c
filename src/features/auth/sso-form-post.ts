import { postForm } from '../../api/form-post';

/**
 * Spec §7: the sales-force transfer is a real HTML form post of the token (and the optional test environment) to
 * the single sign-on address, so the token travels in a request body, never in a URL. The browser leaves the app.
 */
export function postToSingleSignOn(doc: Document, target: { address: string; token: string; testEnvironment: string | null }): void {
  postForm(doc, target.address, { token: target.token, testEnvironment: target.testEnvironment || null });
}
