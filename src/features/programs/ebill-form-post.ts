import { postForm } from '../../api/form-post';

/**
 * Spec §2, §4: the eBill tool leaves for the eBill address in this window, carrying the user key (and the
 * first-time flag when the member was not yet registered) in a form post, so the key never appears in a URL.
 */
export function postToEbill(doc: Document, target: { address: string; userKey: string; firstTime: boolean }): void {
  postForm(doc, target.address, { userKey: target.userKey, firstTime: target.firstTime ? 'true' : null });
}
