import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMediaTypes, type EndpointDeclaration } from '../../schemas/api/endpoint';
import { endpointsOf, memberApi } from '../../schemas/api/member-api';
import { accounts, createHarness, type Harness } from '../testing/gateway-harness';
import { createAjv } from '../shared/validation';

/*
 * The contract between the reference API and the member API's declarations (schemas/api/endpoints/): every answer
 * the demo personas get validates against its declaration's schema (ajv, as the OpenAPI document says, and as the
 * server holds the member API to it: gateway/member-api-proxy.ts), so a real answer is never taken for a malformed one.
 */

const reads: readonly string[] = [
  '/api/account',
  '/api/groups',
  '/api/groups/individual',
  '/api/programs',
  '/api/programs/sitecore?programId=27',
  '/api/ebill/hasEbill',
  '/api/ebill/ebillRegistered',
  '/api/ebill/showEbillAlert',
  '/api/pcp/eligibility',
  '/api/pcp/members',
  '/api/referrals/hasReferrals',
  '/api/idCard/eligible',
  '/api/plan-management/details',
  '/api/medicare-materials/eligibility',
  '/api/account/getEmployeeId',
  '/api/account/preferences',
  '/api/account/relevant-preferences',
  '/api/account/registration/policies',
  '/api/account/registration/policy-details',
  '/api/account/sso-transfer',
  '/api/claims/medical?page=0&size=3',
  '/api/claims/dental?page=0&size=3',
  '/api/claims/metadata?claimType=medical',
  '/api/claims/vision?startDate=2023-06-15&endDate=2025-06-15&page=0&size=20',
  '/api/claims/dental/D2400456703?suffix=0',
  '/api/claims/medical/M2400123409?suffix=0',
  '/api/benefits/limits?suffix=0&asOfDate=2025-06-15',
  '/api/benefits/medical?asOfDate=2025-06-15',
  '/api/benefits/dental?suffix=0&asOfDate=2025-06-15',
  '/api/benefits/vision?suffix=0&asOfDate=2025-06-15',
  '/api/benefits/pharmacy?suffix=0&asOfDate=2025-06-15',
  '/api/benefits/medical/search/office-visit?suffix=0&tier=innet&asOfDate=2025-06-15',
  '/api/benefits/dental/search/basic?suffix=0&tier=innet&asOfDate=2025-06-15',
  '/api/benefits/history',
  '/api/eligibility/family',
  '/api/account/security-questions',
  '/api/handbook/ooc',
  '/api/token/userkey',
  '/api/referrals?page=0&size=5',
  '/api/referrals/metadata',
  '/api/plan-documents',
  '/api/forms',
  '/api/prior-authorizations',
  '/api/medicare-materials',
  '/api/pcp/provider?providerId=P-448201',
  '/api/pcp/city-of-portland',
  '/api/idCard/request?category=medical',
  '/api/v2/eobs?page=0&size=5',
  '/api/eobs/metadata',
  '/api/account/address',
  '/api/account/address-options',
  '/api/account/security-answers',
  '/api/message/calendar',
  ...[1, 2, 5, 6, 7].map((domainId) => `/api/message/calendar/domain/${domainId}`),
  '/api/config/chat',
  '/api/config/accreditation',
  '/api/config/contact-email',
  '/api/config/customer-service-message',
  '/api/idCard/view',
  '/api/account/status',
  '/api/eobs/eob-detail?documentId=EOB-M2400123401',
  '/api/group-detail?groupId=10001877',
];

/** The declaration a GET answers by (idCard/view answers JSON when asked for it: its PDF twin is not read here). */
function declarationOf(path: string): [string, EndpointDeclaration] {
  const found = endpointsOf('GET', path.slice('/api'.length)).filter(([, e]) => e.answer !== 'pdf');
  if (found.length !== 1) throw new Error(`${path}: ${found.length} declarations`);
  return found[0]!;
}

const ajv = createAjv();
const answerCheck = (declaration: EndpointDeclaration) => ajv.compile(declaration.response ?? false);

let h: Harness;
beforeAll(async () => {
  // Every persona, the fifth test brand's too (served from its own folder, like the browser tests' gateway).
  h = await createHarness({ extraBrandRoots: [fileURLToPath(new URL('../../test/fixtures/fifth-brand', import.meta.url))] });
  // The fifth brand extends base: the throw-away repo gets the real one.
  await h.repo.write('brands/base.json', JSON.parse(readFileSync(new URL('../../brands/base.json', import.meta.url), 'utf8')));
});
afterAll(() => h.close());

/** The calls some persona got a 200 from (the last test holds every GET to one). */
const answered = new Set<string>();

const mediaTypeOf = (declaration: EndpointDeclaration) => answerMediaTypes[declaration.answer ?? 'json'] ?? '*/*';

describe('the example reads', () => {
  it('read every GET of the member API that answers a body', () => {
    const read = new Set(reads.map((path) => declarationOf(path)[0]));
    const gets = Object.entries(memberApi).filter(([, e]) => e.method === 'GET' && e.response !== undefined).map(([name]) => name);
    expect(gets.filter((name) => !read.has(name))).toEqual([]);
  });
});

describe('every answer a persona gets matches its declaration', () => {
  const members = accounts.filter((account) => account.accountStatus === 'ACT' || account.accountStatus === 'INI');
  it.each(members.map((account) => account.username))('%s', async (username) => {
    const token = await h.login(username);
    let checked = 0;
    for (const path of reads) {
      const [name, declaration] = declarationOf(path);
      const answer = await h.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, accept: mediaTypeOf(declaration) } });
      if (answer.statusCode !== 200) continue;
      const body: unknown = (declaration.answer ?? 'json') === 'json' ? answer.json() : answer.body;
      const check = answerCheck(declaration);
      expect(check(body), `${path} as ${name}: ${ajv.errorsText(check.errors)}`).toBe(true);
      answered.add(name);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('each GET answered some persona with a body (none was checked only on its refusals)', () => {
    expect(reads.map((path) => declarationOf(path)[0]).filter((name) => !answered.has(name))).toEqual([]);
  });
});

describe('the answers of the account and plan management changes match their declarations', () => {
  it('PUT account/address and POST plan-management/cancellation', async () => {
    const token = await h.login('subscriber');
    const headers = { authorization: `Bearer ${token}` };
    const address = { addressLine1: '77 NW Couch St', city: 'Portland', state: 'OR', zipCode: '97209', country: 'US' };
    const saved = await h.app.inject({ method: 'PUT', url: '/api/account/address', payload: address, headers });
    expect(answerCheck(memberApi.putMailingAddress!)(saved.json())).toBe(true);
    const cancelled = await h.app.inject({ method: 'POST', url: '/api/plan-management/cancellation', payload: { cancellationStatusId: 'D' }, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(answerCheck(memberApi.postCancellation!)(cancelled.json())).toBe(true);
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
  });
});
