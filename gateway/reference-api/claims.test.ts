import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCalendar } from './personas/dates';
import { CLAIM_NOT_FOUND, EOBS_SUBSCRIBER_ONLY } from './routes/claims';
import { createHarness, TODAY, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const cal = createCalendar(TODAY);
const twoYears = `startDate=${cal.daysFromToday(-730)}&endDate=${cal.today}`;
const ids = (body: { data: { id: string }[] }) => body.data.map((c) => c.id);

describe('GET /api/claims/{type}', () => {
  it("answers the subscriber's family's medical claims of the range, newest service date first, with page info", async () => {
    const response = await h.get(`/api/claims/medical?${twoYears}&page=0&size=3`, await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual(['M2400123402', 'M2400123401', 'M2400123403']);
    expect(body.data.map((c: { claimType: string }) => c.claimType)).toEqual(['M', 'M', 'M']);
    expect(body.page).toEqual({
      number: 0, size: 3, numberOfElements: 3, totalElements: 15, totalPages: 5, first: true, last: false, empty: false,
    });
  });

  it('pages on: the last page holds the rest and is the last', async () => {
    const body = (await h.get(`/api/claims/medical?${twoYears}&page=4&size=3`, await h.login('subscriber'))).json();
    expect(ids(body)).toEqual(['M2300123405', 'M2300123414', 'M2300123415']);
    expect(body.page).toMatchObject({ number: 4, numberOfElements: 3, first: false, last: true, empty: false });
  });

  it('answers an empty page past the end', async () => {
    const body = (await h.get(`/api/claims/medical?${twoYears}&page=5&size=3`, await h.login('subscriber'))).json();
    expect(body.data).toEqual([]);
    expect(body.page).toMatchObject({ number: 5, numberOfElements: 0, totalElements: 15, empty: true, last: true });
  });

  it('keeps only claims whose service date is inside the range, both ends included', async () => {
    const token = await h.login('subscriber');
    const exact = cal.daysFromToday(-34);
    const oneDay = (await h.get(`/api/claims/medical?startDate=${exact}&endDate=${exact}`, token)).json();
    expect(ids(oneDay)).toEqual(['M2400123401']);
    const lastYear = (await h.get(`/api/claims/medical?startDate=${cal.daysFromToday(-365)}&endDate=${cal.today}`, token)).json();
    expect(ids(lastYear)).not.toContain('M2300123405');
    expect(lastYear.page.totalElements).toBe(12);
  });

  it('answers dental and vision claims on their own paths', async () => {
    const token = await h.login('subscriber');
    const dental = (await h.get(`/api/claims/dental?${twoYears}&size=4`, token)).json();
    expect(ids(dental)).toEqual(['D2400456701', 'D2400456704', 'D2400456703', 'D2400456702']);
    expect(dental.page.totalElements).toBe(11);
    const vision = (await h.get(`/api/claims/vision?${twoYears}&size=2`, token)).json();
    expect(ids(vision)).toEqual(['V2400789003', 'V2400789001']);
    expect(vision.page.totalElements).toBe(11);
  });

  it('filters by member suffix, provider ids and claim status (code or description)', async () => {
    const token = await h.login('subscriber');
    const get = async (more: string) => ids((await h.get(`/api/claims/medical?${twoYears}&size=20&${more}`, token)).json());
    expect(await get('suffix=0')).toEqual([
      'M2400123401', 'M2400123406', 'M2400123407', 'M2400123409', 'M2400123411', 'M2400123413', 'M2300123405', 'M2300123415',
    ]);
    expect(await get('providerIds=P-610442,P-771305')).toEqual(['M2400123402', 'M2400123404', 'M2400123409', 'M2400123410', 'M2300123414']);
    expect(await get('claimStatus=02&suffix=2')).toEqual(['M2400123403', 'M2400123412']);
    expect(await get('claimStatus=in%20process')).toEqual(['M2400123402']);
  });

  it('sums what was charged, paid and owed over every matching claim, not only the page', async () => {
    const body = (await h.get(`/api/claims/dental?${twoYears}&size=1`, await h.login('subscriber'))).json();
    expect(body.data).toHaveLength(1);
    expect(body.totals).toEqual({ chargeAmountTotal: 5840, paidAmountTotal: 1849, combinedMemberResponsibilityAmount: 1201 });
  });

  it('shows a dependent only their own claims', async () => {
    const token = await h.login('minordep');
    const medical = (await h.get(`/api/claims/medical?${twoYears}`, token)).json();
    expect(ids(medical)).toEqual(['M2400123403', 'M2400123412']);
    expect(medical.data[0]).toMatchObject({ memberSuffix: 2, patient: { firstName: 'Riley' } });
    expect(ids((await h.get(`/api/claims/dental?${twoYears}`, token)).json())).toEqual(['D2400456702', 'D2400456708', 'D2300456711']);
    expect(ids((await h.get(`/api/claims/medical?${twoYears}&suffix=0`, token)).json())).toEqual([]);
  });

  it("answers the hospital brand's member one medical and one dental claim", async () => {
    const token = await h.login('hospital');
    const host = 'hospital.localhost:4173';
    expect(ids((await h.get(`/api/claims/medical?${twoYears}`, token, host)).json())).toEqual(['M2400660101']);
    expect(ids((await h.get(`/api/claims/dental?${twoYears}`, token, host)).json())).toEqual(['D2400660102']);
  });

  it.each([
    ['an unknown claim type', `/api/claims/pharmacy?${twoYears}`],
    ['no dates', '/api/claims/medical'],
    ['a date that is not yyyy-mm-dd', `/api/claims/medical?startDate=06/01/2025&endDate=${cal.today}`],
    ['a date that is not on the calendar', `/api/claims/medical?startDate=2025-02-30&endDate=${cal.today}`],
    ['an end before the start', `/api/claims/medical?startDate=${cal.today}&endDate=${cal.daysFromToday(-1)}`],
    ['a page size of 0', `/api/claims/medical?${twoYears}&size=0`],
    ['a page that is not a number', `/api/claims/medical?${twoYears}&page=first`],
    ['an unknown query parameter', `/api/claims/medical?${twoYears}&sort=asc`],
  ])('answers 400 in the {status, message} shape for %s', async (_case, path) => {
    const response = await h.get(path, await h.login('subscriber'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: expect.any(String) });
  });

  it('needs a full session', async () => {
    expect((await h.get(`/api/claims/medical?${twoYears}`)).statusCode).toBe(401);
    const temporary = await h.login('noemail');
    expect((await h.get(`/api/claims/medical?${twoYears}`, temporary)).statusCode).toBe(401);
  });
});

describe('GET /api/claims/metadata', () => {
  it("offers the family's members, and the providers and statuses of that type's claims in the range, by name", async () => {
    const response = await h.get(`/api/claims/metadata?claimType=medical&${twoYears}`, await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.members.map((m: { memberSuffix: number }) => m.memberSuffix)).toEqual([0, 1, 2, 3]);
    expect(body.providers[0]).toEqual({ providerId: 'P-330915', providerName: 'Cascade Orthopedics' });
    expect(body.providers).toHaveLength(6);
    expect(body.statuses.map((s: { claimStatusDescription: string }) => s.claimStatusDescription)).toEqual(['Denied', 'In Process', 'Paid', 'Pending']);
  });

  it("narrows providers and statuses to one member's claims; the members stay whole", async () => {
    const body = (await h.get('/api/claims/metadata?claimType=dental&suffix=2', await h.login('subscriber'))).json();
    expect(body.members).toHaveLength(4);
    expect(body.providers).toEqual([{ providerId: 'P-220118', providerName: 'Bright Smiles Dental' }]);
    expect(body.statuses).toEqual([{ claimStatusCode: '02', claimStatusDescription: 'Paid' }]);
  });

  it('offers a dependent only themself', async () => {
    const body = (await h.get('/api/claims/metadata?claimType=medical', await h.login('minordep'))).json();
    expect(body.members).toEqual([{ memberSuffix: 2, firstName: 'Riley', lastName: 'Rivera' }]);
  });

  it.each([
    ['no claim type', `/api/claims/metadata?${twoYears}`],
    ['an end before the start', `/api/claims/metadata?claimType=vision&startDate=${cal.today}&endDate=${cal.daysFromToday(-1)}`],
  ])('answers 400 for %s', async (_case, path) => {
    expect((await h.get(path, await h.login('subscriber'))).statusCode).toBe(400);
  });
});

describe('GET /api/claims/{type}/{id}', () => {
  it('answers dental lines named by the alternate procedure or the category alone, and a claim without a check', async () => {
    const token = await h.login('subscriber');
    const crown = (await h.get('/api/claims/dental/D2400456703?suffix=0', token)).json();
    expect(crown.claimDetails[1]).toMatchObject({ alternateDentalProcedure: { code: 'D2791' }, dentalCategory: 'Major' });
    expect(crown.claimDetails[1].dentalProcedure).toBeUndefined();
    const exam = (await h.get('/api/claims/dental/D2400456705?suffix=0', token)).json();
    expect(exam.claimDetails[1]).toMatchObject({ dentalCategory: 'Diagnostic' });
    expect(exam.claimDetails[1].dentalProcedure).toBeUndefined();
    const denied = (await h.get('/api/claims/medical/M2400123409?suffix=0', token)).json();
    expect(denied.claimCheck).toBeUndefined();
  });

  it('answers one claim with its lines', async () => {
    const response = await h.get('/api/claims/dental/D2400456701?suffix=0', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: 'D2400456701', claimType: 'D', claimStatusCode: '02', memberSuffix: 0 });
    expect(body.claimDetails.map((line: { procedureCode: string }) => line.procedureCode)).toEqual(['D1110', 'D2391']);
    expect(body.claimDetails[1].dentalCategory).toBe('Basic');
  });

  it.each([
    ['an unknown id', 'subscriber', '/api/claims/medical/M0000000000'],
    ['a claim of another type', 'subscriber', '/api/claims/dental/M2400123401'],
    ['another suffix than the patient', 'subscriber', '/api/claims/medical/M2400123401?suffix=1'],
    ["a family member's claim seen by a dependent", 'minordep', '/api/claims/medical/M2400123401'],
  ])('answers 404 for %s', async (_case, username, path) => {
    const response = await h.get(path, await h.login(username));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: CLAIM_NOT_FOUND });
  });

  it("lets a dependent open their own claim", async () => {
    const response = await h.get('/api/claims/medical/M2400123403?suffix=2', await h.login('minordep'));
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/v2/eobs', () => {
  it("answers the EOB of one claim by claimId, with its document id", async () => {
    const response = await h.get('/api/v2/eobs?claimId=M2400123401', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      documentId: 'EOB-M2400123401',
      pdfDocumentId: 'PDF-M2400123401',
      typeOfClaims: 'Medical',
      claims: [{ id: 'M2400123401', providerName: 'Northside Family Medicine' }],
    });
    expect(body.page).toMatchObject({ totalElements: 1, first: true, last: true });
  });

  it('answers an empty page for a claim without an EOB (not yet paid)', async () => {
    const body = (await h.get('/api/v2/eobs?claimId=M2400123402', await h.login('subscriber'))).json();
    expect(body.data).toEqual([]);
    expect(body.page).toMatchObject({ empty: true, totalElements: 0 });
  });

  it('lists EOBs newest first, filtered by date, claim type, member and provider', async () => {
    const token = await h.login('subscriber');
    const get = async (query: string) =>
      (await h.get(`/api/v2/eobs?${query}`, token)).json().data.map((e: { documentId: string }) => e.documentId);
    expect(await get(`${twoYears}&claimType=D`)).toEqual(['EOB-D2400456701', 'EOB-D2400456702']);
    expect(await get(`startDate=${cal.daysFromToday(-40)}&endDate=${cal.today}`)).toEqual(['EOB-M2400123401', 'EOB-D2400456701']);
    expect(await get('memberKey=700102')).toEqual(['EOB-M2400123403', 'EOB-D2400456702']);
    expect(await get('providerIds=P-220118&size=1')).toEqual(['EOB-D2400456701']);
  });

  it('refuses a dependent with 403: EOBs are the subscriber\'s', async () => {
    const response = await h.get('/api/v2/eobs?claimId=M2400123403', await h.login('minordep'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: EOBS_SUBSCRIBER_ONLY });
  });

  it('answers 400 for a bad date or claim type', async () => {
    const token = await h.login('subscriber');
    expect((await h.get('/api/v2/eobs?startDate=2025-13-01', token)).statusCode).toBe(400);
    expect((await h.get('/api/v2/eobs?claimType=X', token)).statusCode).toBe(400);
  });
});
