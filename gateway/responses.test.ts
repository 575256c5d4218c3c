import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseName } from '../schemas/api/responses';
import { responseCheckFor } from '../src/api/response-checks';
import { accounts, createHarness, type Harness } from './testing/gateway-harness';

/*
 * The contract between the gateway and the browser's check of its answers (src/api/client.ts): every answer the
 * demo personas get passes the check the browser makes, so a real answer is never taken for a malformed one.
 */

const reads: readonly [path: string, response: ResponseName, text?: true][] = [
  ['/api/account', 'account'],
  ['/api/groups', 'groups'],
  ['/api/groups/individual', 'groups'],
  ['/api/programs', 'programs'],
  ['/api/programs/sitecore?programId=27', 'programContent'],
  ['/api/ebill/hasEbill', 'yesNo'],
  ['/api/ebill/ebillRegistered', 'yesNo'],
  ['/api/ebill/showEbillAlert', 'yesNo'],
  ['/api/pcp/eligibility', 'pcpEligibility'],
  ['/api/pcp/members', 'pcpMembers'],
  ['/api/referrals/hasReferrals', 'yesNo'],
  ['/api/idCard/eligible', 'yesNo'],
  ['/api/plan-management/details', 'planManagementDetails'],
  ['/api/medicare-materials/eligibility', 'yesNo'],
  ['/api/account/getEmployeeId', 'employeeId'],
  ['/api/account/preferences', 'preferences'],
  ['/api/account/relevant-preferences', 'relevantPreferences'],
  ['/api/account/registration/policies', 'registrationPolicies'],
  ['/api/account/registration/policy-details', 'policyDetails'],
  ['/api/account/sso-transfer', 'ssoTransfer'],
  ['/api/claims/medical?page=0&size=3', 'pagedClaims'],
  ['/api/claims/dental?page=0&size=3', 'pagedClaims'],
  ['/api/claims/metadata?claimType=medical', 'claimsMetadata'],
  ['/api/claims/vision?startDate=2023-06-15&endDate=2025-06-15&page=0&size=20', 'pagedClaims'],
  ['/api/claims/dental/D2400456703?suffix=0', 'claim'],
  ['/api/claims/medical/M2400123409?suffix=0', 'claim'],
  ['/api/benefits/limits?suffix=0&asOfDate=2025-06-15', 'limits'],
  ['/api/benefits/medical?asOfDate=2025-06-15', 'categoryBenefits'],
  ['/api/benefits/dental?suffix=0&asOfDate=2025-06-15', 'categoryBenefits'],
  ['/api/benefits/vision?suffix=0&asOfDate=2025-06-15', 'categoryBenefits'],
  ['/api/benefits/pharmacy?suffix=0&asOfDate=2025-06-15', 'categoryBenefits'],
  ['/api/benefits/medical/search/office-visit?suffix=0&tier=innet&asOfDate=2025-06-15', 'medicalServices'],
  ['/api/benefits/dental/search/basic?suffix=0&tier=innet&asOfDate=2025-06-15', 'dentalServices'],
  ['/api/benefits/history', 'benefitsHistory'],
  ['/api/eligibility/family', 'familyEligibility'],
  ['/api/account/security-questions', 'securityQuestions'],
  ['/api/handbook/ooc', 'outlineOfCoverage', true],
  ['/api/token/userkey', 'userKey', true],
  ['/api/referrals?page=0&size=5', 'pagedReferrals'],
  ['/api/referrals/metadata', 'referralsMetadata'],
  ['/api/plan-documents', 'planDocuments'],
  ['/api/medicare-materials', 'medicareMaterials'],
  ['/api/pcp/provider?providerId=P-448201', 'provider'],
  ['/api/pcp/city-of-portland', 'cityOfPortlandDueDate', true],
  ['/api/idCard/request?category=medical', 'idCardRequest', true],
  ['/api/v2/eobs?page=0&size=5', 'pagedEobs'],
  ['/api/eobs/metadata', 'eobsMetadata'],
  ['/api/account/address', 'mailingAddress'],
  ['/api/account/address-options', 'addressOptions'],
  ['/api/account/security-answers', 'chosenSecurityQuestions'],
  ['/api/message/calendar', 'holidayCalendar', true],
  ...[1, 2, 5, 6, 7].map((domainId): [string, ResponseName, true] => [`/api/message/calendar/domain/${domainId}`, 'holidayCalendar', true]),
  ['/api/config/chat', 'chatConfig'],
  ['/api/config/accreditation', 'accreditation'],
];

/** Calls read with `Accept: application/json` where the same path answers something else by default. */
const jsonReads: readonly [path: string, response: ResponseName][] = [['/api/idCard/view', 'idCardView']];

let h: Harness;
beforeAll(async () => {
  // Every persona, the fifth test brand's too (served from its own folder, like the browser tests' gateway).
  h = await createHarness({ extraBrandRoots: [fileURLToPath(new URL('../test/fixtures/fifth-brand', import.meta.url))] });
  // The fifth brand extends base: the throw-away repo gets the real one.
  await h.repo.write('brands/base.json', JSON.parse(readFileSync(new URL('../brands/base.json', import.meta.url), 'utf8')));
});
afterAll(() => h.close());

describe('every answer a persona gets passes the browser’s check', () => {
  const members = accounts.filter((account) => account.accountStatus === 'ACT' || account.accountStatus === 'INI');
  it.each(members.map((account) => account.username))('%s', async (username) => {
    const token = await h.login(username);
    let checked = 0;
    for (const [path, response, text] of reads) {
      const answer = await h.get(path, token);
      if (answer.statusCode !== 200) continue;
      const body: unknown = text ? answer.body : answer.json();
      expect((await responseCheckFor(response))(body), `${path} as ${response}`).toBe(true);
      checked += 1;
    }
    for (const [path, response] of jsonReads) {
      const answer = await h.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      if (answer.statusCode !== 200) continue;
      expect((await responseCheckFor(response))(answer.json()), `${path} as ${response}`).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the answers of the account and plan management changes pass the browser’s check', () => {
  it('PUT account/address and POST plan-management/cancellation', async () => {
    const token = await h.login('subscriber');
    const headers = { authorization: `Bearer ${token}` };
    const address = { addressLine1: '77 NW Couch St', city: 'Portland', state: 'OR', zipCode: '97209', country: 'US' };
    const saved = await h.app.inject({ method: 'PUT', url: '/api/account/address', payload: address, headers });
    expect((await responseCheckFor('mailingAddress'))(saved.json())).toBe(true);
    const cancelled = await h.app.inject({ method: 'POST', url: '/api/plan-management/cancellation', payload: { cancellationStatusId: 'D' }, headers });
    expect(cancelled.statusCode).toBe(200);
    expect((await responseCheckFor('planManagementDetails'))(cancelled.json())).toBe(true);
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
  });
});
