import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

describe('GET /api/account/getEmployeeId', () => {
  it('answers the employee ID and the local 598 flag of a local 598 member', async () => {
    const response = await h.get('/api/account/getEmployeeId', await h.login('local598'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ employeeId: 'E0598123', local598: true });
  });

  it('answers no employee ID and not local 598 for other members', async () => {
    for (const username of ['subscriber', 'minordep', 'hospital']) {
      expect((await h.get('/api/account/getEmployeeId', await h.login(username))).json(), username).toEqual({
        employeeId: null,
        local598: false,
      });
    }
  });

  it('answers 401 without a token and to a temporary (onboarding) token', async () => {
    expect((await h.get('/api/account/getEmployeeId')).statusCode).toBe(401);
    expect((await h.get('/api/account/getEmployeeId', await h.login('noemail'))).statusCode).toBe(401);
  });
});
