import { accountResponseSchema, familyEligibilityResponseSchema } from '../account';
import { employeeIdResponseSchema } from '../employee-id';
import { endpoint } from '../endpoint';
import { booleanResponseSchema, pcpEligibilityResponseSchema } from '../flags';
import { groupsResponseSchema } from '../groups';
import { planManagementDetailsSchema } from '../plan-management';
import { programsResponseSchema } from '../programs';

/*
 * The member's account and the calls behind the member facts (spec §7), which every signed-in page makes first: the
 * gateway inlines their answers into the page (`inline`). A failed fact call leaves its facts undecided, shown by the
 * screen (`screen`); the account is essential: its failure is the load failure of spec §8.
 */

const fact = <const Path extends `/${string}`>(path: Path, summary: string) =>
  endpoint({ method: 'GET', path, summary, response: booleanResponseSchema, failure: 'screen', inline: true });

export const getAccount = endpoint({
  method: 'GET',
  path: '/account',
  summary: 'The signed-in member, their family and eligibility.',
  response: accountResponseSchema,
  failure: 'global',
  caller: 'temporary',
  inline: true,
});

export const getGroups = endpoint({
  method: 'GET',
  path: '/groups',
  summary: "The member's groups.",
  response: groupsResponseSchema,
  failure: 'screen',
  caller: 'temporary',
  inline: true,
});

export const getPrograms = endpoint({
  method: 'GET',
  path: '/programs',
  summary: 'The programs the member is enrolled in.',
  response: programsResponseSchema,
  failure: 'screen',
  caller: 'temporary',
  inline: true,
});

export const getHasEbill = fact('/ebill/hasEbill', 'Whether the family has eBill.');
export const getEbillRegistered = fact('/ebill/ebillRegistered', 'Whether the family is registered for eBill.');
export const getShowEbillAlert = fact('/ebill/showEbillAlert', 'Whether to show the eBill alert.');
export const getHasReferrals = fact('/referrals/hasReferrals', 'Whether the visible members have referrals.');
export const getIdCardEligible = fact('/idCard/eligible', 'Whether the plan issues ID cards.');

export const getMedicareMaterialsEligibility = endpoint({
  method: 'GET',
  path: '/medicare-materials/eligibility',
  summary: 'Whether the member has Medicare materials.',
  response: booleanResponseSchema,
  failure: 'exempt',
  inline: true,
});

export const getPcpEligibility = endpoint({
  method: 'GET',
  path: '/pcp/eligibility',
  summary: 'Which visible members may choose a primary care provider.',
  response: pcpEligibilityResponseSchema,
  failure: 'screen',
  inline: true,
});

export const getPlanManagementDetails = endpoint({
  method: 'GET',
  path: '/plan-management/details',
  summary: "The subscriber's plan management details (spec §3).",
  response: planManagementDetailsSchema,
  failure: 'screen',
  inline: true,
});

export const getEmployeeId = endpoint({
  method: 'GET',
  path: '/account/getEmployeeId',
  summary: "The member's employee id, for the home tile.",
  response: employeeIdResponseSchema,
  failure: 'screen',
});

export const getFamilyEligibility = endpoint({
  method: 'GET',
  path: '/eligibility/family',
  summary: "The family's eligibility history.",
  response: familyEligibilityResponseSchema,
  failure: 'screen',
  caller: 'temporary',
});
