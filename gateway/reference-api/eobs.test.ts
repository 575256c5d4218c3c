import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eobsMetadata } from './eobs-metadata';
import { pdfTextLines } from './pdf/pdf-text';
import { createCalendar } from './personas/dates';
import { EOBS_SUBSCRIBER_ONLY } from './routes/claims';
import { EOB_NOT_FOUND } from './routes/eobs';
import { createHarness, TODAY, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const cal = createCalendar(TODAY);
const twoYears = `startDate=${cal.daysFromToday(-730)}&endDate=${cal.today}`;
const providerNames = (body: { providers: { providerName: string }[] }) => body.providers.map((p) => p.providerName);

describe('GET /api/v2/eobs (the seed behind the EOB pages)', () => {
  it('has more than one page of EOBs across several members, newest first', async () => {
    const body = (await h.get(`/api/v2/eobs?${twoYears}&page=0&size=5`, await h.login('subscriber'))).json();
    expect(body.data.map((e: { documentId: string }) => e.documentId)).toEqual([
      'EOB-M2400123401', 'EOB-D2400456701', 'EOB-M2400123403', 'EOB-V2400789001', 'EOB-D2400456702',
    ]);
    expect(body.page).toMatchObject({ totalElements: 6, totalPages: 2, first: true, last: false });
    const second = (await h.get(`/api/v2/eobs?${twoYears}&page=1&size=5`, await h.login('subscriber'))).json();
    expect(second.data).toEqual([expect.objectContaining({ documentId: 'EOB-M2300123405', members: [] })]);
  });

  it('answers no EOBs for a family member who has none (Chris)', async () => {
    const body = (await h.get(`/api/v2/eobs?${twoYears}&memberKey=700101`, await h.login('subscriber'))).json();
    expect(body.page).toMatchObject({ totalElements: 0, empty: true });
  });
});

describe('GET /api/eobs/metadata', () => {
  it('offers the whole family, and the claim types and providers of the EOBs in the range', async () => {
    const response = await h.get(`/api/eobs/metadata?${twoYears}`, await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Dana', 'Chris', 'Riley', 'Sam']);
    expect(body.claimTypes).toEqual([
      { claimType: 'M', description: 'Medical' },
      { claimType: 'D', description: 'Dental' },
      { claimType: 'V', description: 'Vision' },
    ]);
    expect(providerNames(body)).toEqual([
      'Bright Smiles Dental', 'Cascade Orthopedics', 'ClearView Optometry', 'Northside Family Medicine', 'Rose City Pediatrics',
    ]);
  });

  it("narrows claim types and providers to a member, and providers to a claim type; the members stay whole", async () => {
    const token = await h.login('subscriber');
    const riley = (await h.get(`/api/eobs/metadata?${twoYears}&memberKey=700102`, token)).json();
    expect(riley.members).toHaveLength(4);
    expect(riley.claimTypes.map((t: { claimType: string }) => t.claimType)).toEqual(['M', 'D']);
    expect(providerNames(riley)).toEqual(['Bright Smiles Dental', 'Rose City Pediatrics']);
    const dental = (await h.get(`/api/eobs/metadata?${twoYears}&claimType=D`, token)).json();
    expect(dental.claimTypes).toHaveLength(3);
    expect(providerNames(dental)).toEqual(['Bright Smiles Dental']);
    const chris = (await h.get(`/api/eobs/metadata?${twoYears}&memberKey=700101`, token)).json();
    expect(chris).toMatchObject({ claimTypes: [], providers: [] });
  });

  it('answers 400 for an end before the start, 403 for a dependent', async () => {
    const token = await h.login('subscriber');
    const backwards = await h.get(`/api/eobs/metadata?startDate=${cal.today}&endDate=${cal.daysFromToday(-10)}`, token);
    expect(backwards.statusCode).toBe(400);
    const dependent = await h.get('/api/eobs/metadata', await h.login('minordep'));
    expect(dependent.statusCode).toBe(403);
    expect(dependent.json()).toEqual({ status: 403, message: EOBS_SUBSCRIBER_ONLY });
  });

  it('is a pure function of the seed: a family without EOBs has no types or providers', () => {
    const body = eobsMetadata({ members: [], eobs: [], claims: [] }, {});
    expect(body).toEqual({ members: [], claimTypes: [], providers: [] });
  });
});

describe('GET /api/eobs/eob-detail', () => {
  it("answers one of the family's EOBs with its claims", async () => {
    const response = await h.get('/api/eobs/eob-detail?documentId=EOB-D2400456701', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      documentId: 'EOB-D2400456701',
      pdfDocumentId: 'PDF-D2400456701',
      typeOfClaims: 'Dental',
      claims: [{ id: 'D2400456701', firstName: 'Dana', providerName: 'Bright Smiles Dental', chargeAmount: 343, patientResponsibility: 43 }],
    });
  });

  it("answers 404 for an unknown id and for another family's EOB; 403 for a dependent", async () => {
    const token = await h.login('subscriber');
    const unknown = await h.get('/api/eobs/eob-detail?documentId=EOB-NOPE', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: EOB_NOT_FOUND });
    const other = (await h.get(`/api/v2/eobs?${twoYears}`, await h.login('termed'))).json();
    const foreign = other.data[0]?.documentId as string | undefined;
    expect(foreign).toBeDefined();
    expect((await h.get(`/api/eobs/eob-detail?documentId=${foreign}`, token)).statusCode).toBe(404);
    expect((await h.get('/api/eobs/eob-detail?documentId=EOB-M2400123403', await h.login('minordep'))).statusCode).toBe(403);
  });
});

describe('GET /api/eobs/pdf', () => {
  it('answers a real PDF of the EOB: header, subscriber, date, each claim and the totals, never cached', async () => {
    const response = await h.get('/api/eobs/pdf?docId=PDF-M2400123403', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextLines(response.rawPayload);
    expect(text).toEqual(expect.arrayContaining([
      'Explanation of benefits', 'Dana Rivera', 'Riley Rivera', 'Rose City Pediatrics', '$595.00', '$0.00', 'Total',
    ]));
    expect(text).toContain(`${cal.daysFromToday(-61).slice(5, 7)}/${cal.daysFromToday(-61).slice(8)}/${cal.daysFromToday(-61).slice(0, 4)}`);
  });

  it('names the subscriber as the member of an EOB without members', async () => {
    const text = pdfTextLines((await h.get('/api/eobs/pdf?docId=PDF-M2300123405', await h.login('subscriber'))).rawPayload);
    expect(text.filter((line) => line === 'Dana Rivera').length).toBeGreaterThanOrEqual(2);
  });

  it("prints its words in the page's language (?lang=es: the brand's Spanish copy, es-US money), English where a word is missing", async () => {
    await h.repo.write('content/es/eobs.json', { printed: { title: 'Explicación de beneficios', total: 'Total', claims: 'Reclamos', notABill: '' } });
    const response = await h.get('/api/eobs/pdf?docId=PDF-M2400123403&lang=es', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    const text = pdfTextLines(response.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Explicación de beneficios', 'Reclamos', 'This is not a bill.', 'Dana Rivera']));
    expect(text).not.toContain('Explanation of benefits');
    expect(response.rawPayload.toString('latin1')).toContain('(es-US)');
    expect((await h.get('/api/eobs/pdf?docId=PDF-M2400123403&lang=xx', await h.login('subscriber'))).statusCode).toBe(400);
  });

  it('answers 404 (JSON) for an unknown document and 403 for a dependent', async () => {
    const unknown = await h.get('/api/eobs/pdf?docId=PDF-NOPE', await h.login('subscriber'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect((await h.get('/api/eobs/pdf?docId=PDF-M2400123403', await h.login('minordep'))).statusCode).toBe(403);
  });
});
