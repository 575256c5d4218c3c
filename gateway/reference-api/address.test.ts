import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

type Json = Record<string, unknown>;
const put = (payload: Json, token: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'PUT', url: '/api/account/address', payload, headers: { authorization: `Bearer ${token}`, ...headers } });

const moved = {
  addressLine1: '77 NW Couch St',
  addressLine2: 'Apt 5',
  city: 'Portland',
  state: 'OR',
  zipCode: '97209-1234',
  country: 'US',
  phoneNumber: '(503) 555-0199',
};

describe('GET /api/account/address', () => {
  it("answers the family's address, editable by the subscriber only", async () => {
    const subscriber = await h.get('/api/account/address', await h.login('subscriber'));
    expect(subscriber.statusCode).toBe(200);
    expect(subscriber.json()).toEqual({
      address: { addressLine1: '4127 SE Woodstock Blvd', addressLine2: null, city: 'Portland', state: 'OR', zipCode: '97202-4415', country: 'US', phoneNumber: '503-555-0123' },
      editable: true,
    });
    for (const dependent of ['minordep', 'adultdep']) {
      const answer = (await h.get('/api/account/address', await h.login(dependent))).json() as Json;
      expect(answer).toMatchObject({ address: { addressLine1: '4127 SE Woodstock Blvd' }, editable: false });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await h.get('/api/account/address')).statusCode).toBe(401);
    expect((await h.get('/api/account/address-options')).statusCode).toBe(401);
  });
});

describe('GET /api/account/address-options', () => {
  it('lists the countries (the US first) and the US states with their codes and order', async () => {
    const options = (await h.get('/api/account/address-options', await h.login('subscriber'))).json() as {
      countries: { codeKey: string; codeType: string; description: string; sortOrder: number }[];
      states: { codeKey: string; codeType: string; description: string; sortOrder: number }[];
    };
    expect(options.countries[0]).toEqual({ codeKey: 'US', codeType: 'COUNTRY', description: 'United States', sortOrder: 1 });
    expect(options.states).toContainEqual(expect.objectContaining({ codeKey: 'OR', codeType: 'STATE', description: 'Oregon' }));
    expect(options.states.length).toBe(59);
    expect(options.states.map((s) => s.sortOrder)).toEqual(options.states.map((_, i) => i + 1));
  });
});

describe('PUT /api/account/address', () => {
  it("saves the subscriber's change for the whole family, until a demo reset", async () => {
    const token = await h.login('subscriber');
    const response = await put(moved, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: moved, editable: true });
    const dependent = (await h.get('/api/account/address', await h.login('minordep'))).json() as Json;
    expect(dependent).toEqual({ address: moved, editable: false });
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect(((await h.get('/api/account/address', token)).json() as { address: Json }).address.addressLine1).toBe('4127 SE Woodstock Blvd');
  });

  it('trims the fields and saves empty optional ones as null', async () => {
    const { addressLine2: _line2, phoneNumber: _phone, ...required } = moved;
    const response = await put({ ...required, city: '  Portland ', addressLine2: '   ' }, await h.login('subscriber'));
    expect(response.json()).toMatchObject({ address: { city: 'Portland', addressLine2: null, phoneNumber: null } });
  });

  it('keeps a change to the demo scope that made it', async () => {
    const token = await h.login('subscriber');
    await put(moved, token, { 'x-demo-scope': 'test-a' });
    const unscoped = (await h.get('/api/account/address', token)).json() as { address: Json };
    expect(unscoped.address.addressLine1).toBe('4127 SE Woodstock Blvd');
  });

  it('accepts an address outside the US without a state or a US ZIP code', async () => {
    const abroad = { ...moved, addressLine2: null, city: 'Vancouver', state: 'BC', zipCode: 'V6B 1A1', country: 'CA', phoneNumber: '+1 604 555 0100' };
    expect((await put(abroad, await h.login('subscriber'))).statusCode).toBe(200);
    expect((await put({ ...abroad, state: '', zipCode: '' }, await h.login('subscriber'))).statusCode).toBe(200);
  });

  it.each([
    [{ addressLine1: ' ' }, 'Address line 1 is a required field.'],
    [{ addressLine1: 'x'.repeat(51) }, 'Address line 1 exceeds the maximum number of characters.'],
    [{ city: '' }, 'City is a required field.'],
    [{ state: '' }, 'State is a required field.'],
    [{ state: 'ZZ' }, 'Invalid state: choose one of the US states offered.'],
    [{ zipCode: '' }, 'ZIP code is a required field.'],
    [{ zipCode: '9720' }, 'Invalid ZIP code: use 5 digits, or 5 digits, a hyphen and 4 digits (97201 or 97201-1234).'],
    [{ zipCode: '97209-12' }, 'Invalid ZIP code: use 5 digits, or 5 digits, a hyphen and 4 digits (97201 or 97201-1234).'],
    [{ country: 'XX' }, 'Invalid country: choose one of the countries offered.'],
    [{ phoneNumber: '555-0199' }, 'Invalid phone number: use 10 digits for a US number, for example 503-555-0123.'],
  ])('refuses %j: %s', async (change, message) => {
    const response = await put({ ...moved, ...change }, await h.login('subscriber'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, errorCode: 'INVALID_FIELD', message });
  });

  it('refuses a body of the wrong shape (the schema)', async () => {
    const token = await h.login('subscriber');
    const { city: _city, ...noCity } = moved;
    expect((await put(noCity, token)).statusCode).toBe(400);
    expect((await put({ ...moved, county: 'Multnomah' }, token)).statusCode).toBe(400);
  });

  it('refuses a dependent (403): the address is the subscriber’s to change', async () => {
    const response = await put(moved, await h.login('adultdep'));
    expect(response.statusCode).toBe(403);
    expect((await h.get('/api/account/address', await h.login('subscriber'))).json()).toMatchObject({ address: { addressLine1: '4127 SE Woodstock Blvd' } });
  });
});
