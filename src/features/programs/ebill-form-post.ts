/**
 * Spec §2, §4: the eBill tool leaves for the eBill address in this window, carrying the user key (and the
 * first-time flag when the member was not yet registered) in a form post, so the key never appears in a URL.
 */
export function postToEbill(doc: Document, target: { address: string; userKey: string; firstTime: boolean }): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = target.address;
  form.hidden = true;
  const field = (name: string, value: string) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  field('userKey', target.userKey);
  if (target.firstTime) field('firstTime', 'true');
  doc.body.append(form);
  form.submit();
}
