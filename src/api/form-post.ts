import { isAppPath, isHttpsAddress } from '../engine/addresses/addresses';

/**
 * Leaves the app by a real HTML form post in this window, so secrets (a token, a user key) travel in the request
 * body, never in a URL (spec §7 single sign-on, the eBill tool). Fields with a null value are left out. Only to a
 * path of this site or an https address: anything else ("//other.site", "/\\other.site") throws, nothing is sent.
 */
export function postForm(doc: Document, address: string, fields: Record<string, string | null>): void {
  if (!isAppPath(address) && !isHttpsAddress(address)) throw new Error('Refused to post a form to an address that is neither a path of this site nor https.');
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = address;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
