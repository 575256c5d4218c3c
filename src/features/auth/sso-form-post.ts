/**
 * Spec §7: the sales-force transfer is a real HTML form post of the token (and the optional test environment) to
 * the single sign-on address, so the token travels in a request body, never in a URL. The browser leaves the app.
 */
export function postToSingleSignOn(doc: Document, target: { address: string; token: string; testEnvironment: string | null }): void {
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
  field('token', target.token);
  if (target.testEnvironment) field('testEnvironment', target.testEnvironment);
  doc.body.append(form);
  form.submit();
}
