import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { groupsResponseSchema } from '../../schemas/api/groups';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, useErrorShape } from './http-policy';
import { useSchemaCompilers } from './validation';

describe('response schemas', () => {
  it('turn an answer of the wrong shape into a 500, never a wrong body', async () => {
    const app = Fastify({ logger: false });
    useSchemaCompilers(app);
    useErrorShape(app);
    app.get('/wrong', { schema: { response: { 200: groupsResponseSchema } } }, async () => [{ groupId: 1 }]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.inject({ url: '/wrong' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'The gateway could not complete the request.' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    await app.close();
  });
});

describe('content security policy', () => {
  const directives = (policy: string) => policy.split('; ');
  const formAction = (policy: string) => directives(policy).find((d) => d.startsWith('form-action'));

  it('without form hosts, forms go to this site only', () => {
    expect(formAction(contentSecurityPolicy([]))).toBe("form-action 'self'");
    expect(CONTENT_SECURITY_POLICY).toBe(contentSecurityPolicy([]));
  });

  it("lists 'self' and each declared form host over https, and keeps the other directives", () => {
    const policy = contentSecurityPolicy(['ebill.example.com', 'pay.example.org']);
    expect(formAction(policy)).toBe("form-action 'self' https://ebill.example.com https://pay.example.org");
    // Every other directive stays as it is without form hosts.
    expect(policy).toBe(CONTENT_SECURITY_POLICY.replace("form-action 'self'", "form-action 'self' https://ebill.example.com https://pay.example.org"));
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'; script-src 'self'");
  });

  it.each([
    "evil.example; script-src 'unsafe-inline'",
    'evil.example *',
    '*',
    "'unsafe-inline'",
    'https://evil.example',
    'evil.example:443',
    'Evil.example',
    'evil.example\n',
  ])('drops %j: no host can add a source or a directive', (host) => {
    const policy = contentSecurityPolicy([host, 'ebill.example.com']);
    expect(formAction(policy)).toBe("form-action 'self' https://ebill.example.com");
    expect(directives(policy)).toHaveLength(9);
  });

  it("lets an inline script run by its hash only, and drops anything that is not a sha256 source", () => {
    const hash = "'sha256-AbC+/9xyz0123456789abcdefghijklmnopqrstuvw='";
    const scriptSrc = (policy: string) => directives(policy).find((d) => d.startsWith('script-src'));
    expect(scriptSrc(contentSecurityPolicy([], [hash]))).toBe(`script-src 'self' ${hash}`);
    for (const hostile of ["'unsafe-inline'", "'sha256-abc'; script-src *", 'sha256-abc=', "'nonce-abc'", "'sha256-a b'"]) {
      expect(scriptSrc(contentSecurityPolicy([], [hostile]))).toBe("script-src 'self'");
    }
  });
});
