import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

describe('bearer sessions', () => {
  it('answers 401 {status, message} without a token', async () => {
    const response = await h.get('/api/account');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: expect.any(String) });
  });

  it.each(['not-a-token', 'a.b.c', 'Basic abc'])('answers 401 to a malformed token %s', async (token) => {
    const response = await h.app.inject({ url: '/api/account', headers: { authorization: token.startsWith('Basic') ? token : `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(401);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const forged = await new SignJWT({ sub: 'subscriber', memberKey: '700100', domainId: 1, role: 'member', groupId: '10003310', temporary: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode('not the gateway secret'));
    expect((await h.get('/api/account', forged)).statusCode).toBe(401);
  });

  it('accepts a token for 2 hours, then answers 401', async () => {
    const token = await h.login('subscriber');
    // Active every 10 minutes (the idle limit is 15), so only the token's lifetime ends it.
    const start = h.clock.now.getTime();
    for (let minutes = 10; minutes < 120; minutes += 10) {
      h.clock.now = new Date(start + minutes * 60 * 1000);
      expect((await h.get('/api/account', token)).statusCode).toBe(200);
    }
    h.clock.now = new Date(start + 2 * 60 * 60 * 1000 - 1000);
    expect((await h.get('/api/account', token)).statusCode).toBe(200);
    h.clock.now = new Date(h.clock.now.getTime() + 2000);
    const response = await h.get('/api/account', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired/);
  });

  it('accepts a temporary token on the onboarding reads only', async () => {
    const token = await h.login('multigroup');
    for (const path of ['/api/account', '/api/groups', '/api/eligibility/family', '/api/programs']) {
      expect((await h.get(path, token)).statusCode, path).toBe(200);
    }
    for (const path of ['/api/ebill/hasEbill', '/api/pcp/eligibility', '/api/referrals/hasReferrals']) {
      expect((await h.get(path, token)).statusCode, path).toBe(401);
    }
  });

  it('answers 404 JSON to an unknown API route, with or without a token', async () => {
    const token = await h.login('subscriber');
    for (const response of [await h.get('/api/nothing-here', token), await h.get('/api/nothing-here'),
      await h.app.inject({ method: 'DELETE', url: '/api/account' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: expect.any(String) });
    }
  });
});
